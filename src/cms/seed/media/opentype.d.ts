/** The part of opentype.js 2 the seed uses; the package ships no types of its own. */
declare module 'opentype.js' {
  export type BoundingBox = { x1: number; y1: number; x2: number; y2: number }
  export type PathCommand =
    | { type: 'M' | 'L'; x: number; y: number }
    | { type: 'Q'; x1: number; y1: number; x: number; y: number }
    | { type: 'C'; x1: number; y1: number; x2: number; y2: number; x: number; y: number }
    | { type: 'Z' }
  export type Path = { commands: PathCommand[]; getBoundingBox(): BoundingBox }
  /** `tracking`: extra space after each glyph, in thousandths of an em. */
  export type GlyphOptions = { tracking?: number }
  export type Font = {
    unitsPerEm: number
    tables: { os2?: { sCapHeight?: number } }
    getPath(text: string, x: number, y: number, fontSize: number, options?: GlyphOptions): Path
    getAdvanceWidth(text: string, fontSize: number, options?: GlyphOptions): number
    hasChar(char: string): boolean
  }
  const opentype: { parse(buffer: ArrayBuffer): Font }
  export default opentype
}
