/**
 * Reads back what a PDF of the server shows, as a reader would: its objects, the text of each page (each text
 * operator's glyphs mapped to characters through its font's ToUnicode map), its fonts and its Info dictionary. Enough
 * for the PDFs pdfkit writes (one cross-reference table, Flate streams, Type0 fonts with 2-byte glyph codes).
 */
import { inflateSync } from 'node:zlib';

export interface PdfObject {
  id: number;
  dict: string;
  /** The stream's bytes, inflated. */
  stream?: Buffer;
}

export function pdfObjects(pdf: Buffer): Map<number, PdfObject> {
  const text = pdf.toString('latin1');
  const objects = new Map<number, PdfObject>();
  const start = /(?:^|\n)(\d+) 0 obj\n/g;
  let m: RegExpExecArray | null;
  while ((m = start.exec(text))) {
    const id = Number(m[1]);
    const from = m.index + m[0].length;
    const streamAt = text.indexOf('\nstream\n', from);
    const endAt = text.indexOf('\nendobj', from);
    if (streamAt !== -1 && streamAt < endAt) {
      const dict = text.slice(from, streamAt);
      const length = Number(/\/Length (\d+)/.exec(dict)?.[1]);
      const raw = pdf.subarray(streamAt + 8, streamAt + 8 + length);
      objects.set(id, { id, dict, stream: /\/FlateDecode/.test(dict) ? inflateSync(raw) : raw });
      start.lastIndex = streamAt + 8 + length;
    } else {
      objects.set(id, { id, dict: text.slice(from, endAt) });
      start.lastIndex = endAt;
    }
  }
  return objects;
}

const ref = (dict: string, key: string) => {
  const m = new RegExp(`/${key} (\\d+) 0 R`).exec(dict);
  return m ? Number(m[1]) : undefined;
};

/** A ToUnicode CMap: glyph code → text. */
function toUnicode(cmap: string): Map<number, string> {
  const map = new Map<number, string>();
  // pdfkit writes a glyph of several characters (a ligature) as <0066 0069>.
  const utf16 = (hex: string) => Buffer.from(hex.replace(/\s+/g, ''), 'hex').swap16().toString('utf16le');
  for (const block of cmap.matchAll(/beginbfchar([\s\S]*?)endbfchar/g)) {
    for (const [, code, uni] of block[1].matchAll(/<([0-9a-fA-F]+)>\s*<([0-9a-fA-F]+)>/g)) map.set(parseInt(code, 16), utf16(uni));
  }
  for (const block of cmap.matchAll(/beginbfrange([\s\S]*?)endbfrange/g)) {
    for (const [, lo, hi, rest] of block[1].matchAll(/<([0-9a-fA-F]+)>\s*<([0-9a-fA-F]+)>\s*(\[[^\]]*\]|<[0-9a-fA-F ]+>)/g)) {
      const a = parseInt(lo, 16);
      const b = parseInt(hi, 16);
      if (rest.startsWith('[')) {
        [...rest.matchAll(/<([0-9a-fA-F ]+)>/g)].forEach(([, uni], k) => map.set(a + k, utf16(uni)));
      } else {
        const first = parseInt(rest.slice(1, -1), 16);
        for (let c = a; c <= b; c++) map.set(c, String.fromCharCode(first + c - a));
      }
    }
  }
  return map;
}

export interface PdfFont {
  name: string;
  baseFont: string;
  /** The embedded font program's kind: FontFile2 (TrueType), FontFile3 (CFF), or undefined when not embedded. */
  fontFile?: 'FontFile' | 'FontFile2' | 'FontFile3';
  toUnicode?: Map<number, string>;
}

export interface PdfText {
  pages: number;
  /** Each page's text operators' strings, in order; U+FFFD stands for a glyph that maps to no character or is .notdef. */
  text: string[][];
  fonts: PdfFont[];
  /** The Info dictionary's title. */
  title?: string;
  objects: Map<number, PdfObject>;
}

/** A PDF string, literal or hex, as text (UTF-16 with its byte order mark, or one byte a character). */
function pdfString(raw: string): string {
  let bytes: Buffer;
  if (raw.startsWith('<')) {
    bytes = Buffer.from(raw.slice(1, -1), 'hex');
  } else {
    const body = raw.slice(1, -1).replace(/\\([nrtbf()\\]|[0-7]{1,3})/g, (_, e: string) =>
      /^[0-7]/.test(e) ? String.fromCharCode(parseInt(e, 8)) : ({ n: '\n', r: '\r', t: '\t', b: '\b', f: '\f' } as Record<string, string>)[e] ?? e,
    );
    bytes = Buffer.from(body, 'latin1');
  }
  return bytes[0] === 0xfe && bytes[1] === 0xff ? Buffer.from(bytes.subarray(2)).swap16().toString('utf16le') : bytes.toString('latin1');
}

export function readPdf(pdf: Buffer): PdfText {
  const objects = pdfObjects(pdf);
  const fontsByRef = new Map<number, PdfFont>();
  const names = new Map<string, number>();
  for (const o of objects.values()) {
    for (const [, name, id] of o.dict.matchAll(/\/(F\d+) (\d+) 0 R/g)) names.set(name, Number(id));
  }
  for (const [name, id] of names) {
    const dict = objects.get(id)?.dict ?? '';
    const baseFont = /\/BaseFont \/([^\s/>]+)/.exec(dict)?.[1] ?? '';
    const descendant = /\/DescendantFonts \[(\d+) 0 R\]/.exec(dict);
    const descriptorOf = descendant ? ref(objects.get(Number(descendant[1]))?.dict ?? '', 'FontDescriptor') : ref(dict, 'FontDescriptor');
    const descriptor = descriptorOf === undefined ? '' : (objects.get(descriptorOf)?.dict ?? '');
    const fontFile = (['FontFile3', 'FontFile2', 'FontFile'] as const).find((k) => ref(descriptor, k) !== undefined);
    const cmap = ref(dict, 'ToUnicode');
    fontsByRef.set(id, { name, baseFont, fontFile, toUnicode: cmap === undefined ? undefined : toUnicode(objects.get(cmap)?.stream?.toString('latin1') ?? '') });
  }
  const pageObjects = [...objects.values()].filter((o) => /\/Type \/Page\b/.test(o.dict));
  const text = pageObjects.map((page) => {
    const contents = ref(page.dict, 'Contents');
    const stream = contents === undefined ? '' : (objects.get(contents)?.stream?.toString('latin1') ?? '');
    const out: string[] = [];
    let font: PdfFont | undefined;
    for (const [, fontName, array, single] of stream.matchAll(/\/(F\d+) [\d.]+ Tf|\[((?:<[0-9a-fA-F]*>|[\s\d.-])*)\] TJ|(<[0-9a-fA-F]*>|\((?:\\.|[^\\)])*\)) Tj/g)) {
      if (fontName) {
        font = fontsByRef.get(names.get(fontName) ?? -1);
        continue;
      }
      const strings = array !== undefined ? [...array.matchAll(/<([0-9a-fA-F]*)>/g)].map((x) => x[1]) : [single];
      out.push(
        strings
          .map((s) => {
            if (s.startsWith('(')) return pdfString(s);
            if (!font?.toUnicode) return Buffer.from(s, 'hex').toString('latin1');
            let t = '';
            // Code 0 is the font's .notdef glyph (a blank box): a character the font has no glyph for.
            for (let i = 0; i < s.length; i += 4) {
              const code = parseInt(s.slice(i, i + 4), 16);
              t += code === 0 ? '\uFFFD' : (font.toUnicode.get(code) ?? '\uFFFD');
            }
            return t;
          })
          .join(''),
      );
    }
    return out;
  });
  const trailer = pdf.toString('latin1', pdf.lastIndexOf('trailer'));
  const infoId = ref(trailer, 'Info');
  const info = infoId === undefined ? '' : (objects.get(infoId)?.dict ?? '');
  let title: string | undefined;
  const direct = /\/Title\s*(<[0-9a-fA-F]*>|\((?:\\.|[^\\)])*\))/.exec(info);
  const indirect = ref(info, 'Title');
  if (direct) title = pdfString(direct[1]);
  else if (indirect !== undefined) title = pdfString((objects.get(indirect)?.dict ?? '').trim());
  return { pages: pageObjects.length, text, fonts: [...fontsByRef.values()], title, objects };
}
