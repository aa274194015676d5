/**
 * Makes the site's bitmap icons from its logo, src/app/(site)/icon.svg. Run once by hand
 * (`node_modules/.bin/tsx scripts/generate-icons.ts`) and commit what it writes; rerun when the logo changes.
 * sharp comes with Next and Payload. It writes no ICO, so the favicon is put together here:
 * an ICO file may hold PNG images, which every browser that asks for /favicon.ico reads.
 *
 * - src/app/favicon.ico: 16, 32 and 48 px, transparent (Next serves it at /favicon.ico)
 * - src/app/(site)/apple-icon.png: 180 px on white, since iOS fills transparency with black
 * - public/icons/icon-192.png and icon-512.png: the web app manifest's icons, on white too
 */
import fs from 'node:fs'

import sharp from 'sharp'

const LOGO = fs.readFileSync('src/app/(site)/icon.svg')
const LOGO_VIEWBOX = 32

/** The logo alone at `size` px, transparent around it. */
const logo = (size: number) =>
  sharp(LOGO, { density: (72 * size) / LOGO_VIEWBOX })
    .resize(size, size)
    .png()
    .toBuffer()

/** The logo at 80 % of a white `size` px square: room for the rounded corners iOS and Android cut. */
async function tile(size: number) {
  const inner = Math.round(size * 0.8)
  return sharp({ create: { width: size, height: size, channels: 4, background: '#ffffff' } })
    .composite([{ input: await logo(inner), gravity: 'centre' }])
    .png()
    .toBuffer()
}

/** An ICO file holding one PNG per size (ICONDIR, one ICONDIRENTRY each, then the images). */
async function ico(sizes: number[]) {
  const images = await Promise.all(sizes.map(logo))
  const header = Buffer.alloc(6 + 16 * sizes.length)
  header.writeUInt16LE(0, 0)
  header.writeUInt16LE(1, 2) // 1: icon
  header.writeUInt16LE(sizes.length, 4)
  let offset = header.length
  sizes.forEach((size, index) => {
    const entry = 6 + 16 * index
    const image = images[index]!
    header.writeUInt8(size % 256, entry) // 0 means 256
    header.writeUInt8(size % 256, entry + 1)
    header.writeUInt16LE(1, entry + 4) // colour planes
    header.writeUInt16LE(32, entry + 6) // bits per pixel
    header.writeUInt32LE(image.length, entry + 8)
    header.writeUInt32LE(offset, entry + 12)
    offset += image.length
  })
  return Buffer.concat([header, ...images])
}

fs.mkdirSync('public/icons', { recursive: true })
fs.writeFileSync('src/app/favicon.ico', await ico([16, 32, 48]))
fs.writeFileSync('src/app/(site)/apple-icon.png', await tile(180))
for (const size of [192, 512]) fs.writeFileSync(`public/icons/icon-${size}.png`, await tile(size))
console.log('Wrote src/app/favicon.ico, src/app/(site)/apple-icon.png and public/icons/icon-{192,512}.png.')
