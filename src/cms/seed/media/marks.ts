import { between, r1, seededRandom } from './random'

/**
 * Customer logo marks, 480×160 on a transparent background. They are shapes only: a
 * wordmark would need fonts the rasteriser may not have, and the site prints the name anyway.
 */
export const LOGO_MARKS = {
  /** Three leaves fanning out: a finance company that grew from bookkeeping. */
  leaves: (color: string) =>
    [-28, 0, 28]
      .map(
        (angle, i) =>
          `<ellipse cx="240" cy="92" rx="26" ry="62" fill="${color}" fill-opacity="${[0.55, 1, 0.75][i]}" transform="rotate(${angle} 240 150)"/>`,
      )
      .join(''),
  /** Stacked quay stones, offset like a harbour wall. */
  stones: (color: string) =>
    [
      [150, 96, 84],
      [246, 96, 84],
      [198, 44, 84],
    ]
      .map(([x, y, w], i) => `<rect x="${x}" y="${y}" width="${w}" height="44" rx="10" fill="${color}" fill-opacity="${[1, 0.7, 0.85][i]}"/>`)
      .join(''),
  /** A pine over a wave. */
  pine: (color: string) =>
    `<polygon points="240,14 292,96 188,96" fill="${color}"/><polygon points="240,52 304,132 176,132" fill="${color}" fill-opacity="0.7"/>` +
    `<path d="M120 146 C 170 122, 200 170, 240 146 S 310 122, 360 146" fill="none" stroke="${color}" stroke-width="10" stroke-linecap="round"/>`,
  /** A rounded cross inside a ring: care, with a quill's slant. */
  cross: (color: string) =>
    `<circle cx="240" cy="80" r="66" fill="none" stroke="${color}" stroke-width="12"/>` +
    `<g transform="rotate(-12 240 80)"><rect x="224" y="38" width="32" height="84" rx="10" fill="${color}"/><rect x="198" y="64" width="84" height="32" rx="10" fill="${color}"/></g>`,
  /** A weather vane's arrow pointing north-east over a compass dot. */
  vane: (color: string) =>
    `<circle cx="190" cy="110" r="22" fill="${color}" fill-opacity="0.6"/>` +
    `<path d="M176 124 L 300 36" stroke="${color}" stroke-width="14" stroke-linecap="round"/>` +
    `<polygon points="318,22 262,34 306,78" fill="${color}"/>`,
} satisfies Record<string, (color: string) => string>

export type LogoMark = keyof typeof LOGO_MARKS

export function logoSvg(mark: LogoMark, color: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="480" height="160" viewBox="0 0 480 160">${LOGO_MARKS[mark](color)}</svg>`
}

/** An abstract author avatar: a gradient disc with a few soft shapes, unique per name. */
export function avatarSvg(key: string, from: string, to: string): string {
  const random = seededRandom(key)
  const blobs = Array.from({ length: 4 }, () => {
    const cx = r1(between(random, 40, 216))
    const cy = r1(between(random, 40, 216))
    return `<circle cx="${cx}" cy="${cy}" r="${r1(between(random, 30, 80))}" fill="#ffffff" fill-opacity="${r1(between(random, 0.08, 0.3))}"/>`
  }).join('')
  return `<svg xmlns="http://www.w3.org/2000/svg" width="256" height="256" viewBox="0 0 256 256">
    <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient>
    <clipPath id="disc"><circle cx="128" cy="128" r="128"/></clipPath></defs>
    <g clip-path="url(#disc)"><rect width="256" height="256" fill="url(#g)"/>${blobs}</g></svg>`
}
