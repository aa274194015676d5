/** The part of opentype.js 2 the wordmarks use; the package ships no types of its own. */
declare module 'opentype.js' {
  export type BoundingBox = { x1: number; y1: number; x2: number; y2: number }
  export type PathCommand =
    | { type: 'M' | 'L'; x: number; y: number }
    | { type: 'Q'; x1: number; y1: number; x: number; y: number }
    | { type: 'C'; x1: number; y1: number; x2: number; y2: number; x: number; y: number }
    | { type: 'Z' }
  export type Path = { commands: PathCommand[]; getBoundingBox(): BoundingBox }
  export type Font = {
    unitsPerEm: number
    tables: { os2?: { sCapHeight?: number } }
    getPath(text: string, x: number, y: number, fontSize: number): Path
  }
  const opentype: { parse(buffer: ArrayBuffer): Font }
  export default opentype
}
