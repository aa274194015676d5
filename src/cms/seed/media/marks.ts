import { between, r1, seededRandom } from './random'

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
