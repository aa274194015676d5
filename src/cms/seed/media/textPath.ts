import opentype, { type Font, type Path } from 'opentype.js'

import { fontBytes, type FontName } from './fontFiles'

/**
 * Text as SVG path data, for pictures that sharp rasterises or a browser shows without the
 * font: the letters are outlines taken from the font file.
 */

const parsed = new Map<FontName, Font>()

export function fontFace(name: FontName): Font {
  let face = parsed.get(name)
  if (!face) {
    const bytes = fontBytes(name)
    face = opentype.parse(bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength))
    parsed.set(name, face)
  }
  return face
}

const r = (value: number) => Math.round(value * 100) / 100

// Written here rather than with Path.toPathData, whose rounding in opentype.js 2.0.0 prints NaN for some coordinates.
export function pathData(path: Path): string {
  return path.commands
    .map((command) => {
      switch (command.type) {
        case 'M':
        case 'L':
          return `${command.type}${r(command.x)} ${r(command.y)}`
        case 'Q':
          return `Q${r(command.x1)} ${r(command.y1)} ${r(command.x)} ${r(command.y)}`
        case 'C':
          return `C${r(command.x1)} ${r(command.y1)} ${r(command.x2)} ${r(command.y2)} ${r(command.x)} ${r(command.y)}`
        case 'Z':
          return 'Z'
      }
    })
    .join('')
}

/** How wide `text` sets, with the font's kerning; `tracking` in thousandths of an em. */
export const textWidth = (font: FontName, text: string, size: number, tracking = 0) =>
  fontFace(font).getAdvanceWidth(text, size, { tracking })

/** `text` with its baseline's left end at (x, y), as path data. */
export const textPath = (font: FontName, text: string, x: number, y: number, size: number, tracking = 0) =>
  pathData(fontFace(font).getPath(text, x, y, size, { tracking }))

/** Greedy line breaking at spaces: no line wider than `maxWidth` unless one word is. */
export function wrapWords(text: string, maxWidth: number, width: (line: string) => number): string[] {
  const lines: string[] = []
  let line = ''
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const candidate = line ? `${line} ${word}` : word
    if (line && width(candidate) > maxWidth) {
      lines.push(line)
      line = word
    } else line = candidate
  }
  if (line) lines.push(line)
  return lines
}
