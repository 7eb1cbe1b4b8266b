/** The part of pdfkit's API (a package without types of its own) that server/services/report-pdf.ts and document-pdf.ts use. */
declare module 'pdfkit' {
  interface TextOptions {
    width?: number;
    height?: number;
    align?: 'left' | 'center' | 'right' | 'justify';
    lineBreak?: boolean;
    lineGap?: number;
    paragraphGap?: number;
    characterSpacing?: number;
    features?: string[];
  }

  interface PageOptions {
    size?: string | [number, number];
    margin?: number;
    margins?: { top: number; bottom: number; left: number; right: number };
  }

  interface DocumentOptions extends PageOptions {
    autoFirstPage?: boolean;
    compress?: boolean;
    /** null: no standard font is loaded at the start (the document registers its own). */
    font?: string | null;
    lang?: string;
    displayTitle?: boolean;
    info?: {
      Title?: string;
      Author?: string;
      Subject?: string;
      Keywords?: string;
      Creator?: string;
      Producer?: string;
      CreationDate?: Date;
      ModDate?: Date;
    };
    pdfVersion?: '1.3' | '1.4' | '1.5' | '1.6' | '1.7';
    /** Keeps the pages until end(), so switchToPage can go back to them (to number them). */
    bufferPages?: boolean;
  }

  class PDFDocument {
    constructor(options?: DocumentOptions);
    x: number;
    y: number;
    page: { width: number; height: number };
    addPage(options?: PageOptions): this;
    bufferedPageRange(): { start: number; count: number };
    switchToPage(n: number): this;
    registerFont(name: string, src: Uint8Array, family?: string): this;
    font(name: string): this;
    fontSize(size: number): this;
    text(text: string, x?: number, y?: number, options?: TextOptions): this;
    widthOfString(text: string, options?: TextOptions): number;
    heightOfString(text: string, options?: TextOptions): number;
    fillColor(color: string, opacity?: number): this;
    strokeColor(color: string, opacity?: number): this;
    lineWidth(width: number): this;
    lineJoin(join: 'miter' | 'round' | 'bevel'): this;
    lineCap(cap: 'butt' | 'round' | 'square'): this;
    dash(length: number, options?: { space?: number; phase?: number }): this;
    undash(): this;
    moveTo(x: number, y: number): this;
    lineTo(x: number, y: number): this;
    closePath(): this;
    rect(x: number, y: number, w: number, h: number): this;
    roundedRect(x: number, y: number, w: number, h: number, r?: number): this;
    circle(x: number, y: number, r: number): this;
    fill(color?: string): this;
    stroke(color?: string): this;
    fillAndStroke(fill?: string, stroke?: string): this;
    clip(): this;
    save(): this;
    restore(): this;
    end(): void;
    on(event: 'data', listener: (chunk: Uint8Array) => void): this;
    on(event: 'end', listener: () => void): this;
    on(event: 'error', listener: (error: Error) => void): this;
  }

  export default PDFDocument;
}
