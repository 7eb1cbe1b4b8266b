/** The part of source-map's API the page profile uses: the version installed (0.5) ships no types of its own. */
declare module 'source-map' {
  export class SourceMapConsumer {
    constructor(rawSourceMap: unknown);
    originalPositionFor(position: { line: number; column: number }): { source: string | null; line: number | null; column: number | null; name: string | null };
  }
}
