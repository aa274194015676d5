import fs from 'node:fs'
import path from 'node:path'

import sharp from 'sharp'
import { describe, expect, it, vi } from 'vitest'

import { BRAND_COLOUR } from '@/lib/brandMark'
import { MANIFEST_ICONS, webManifest } from '@/features/seo/webManifest'

vi.hoisted(async () => {
  // Next's matcher helper expects the AsyncLocalStorage its server installs globally.
  const { AsyncLocalStorage } = await import('node:async_hooks')
  Object.assign(globalThis, { AsyncLocalStorage })
})

const ROOT = path.resolve(__dirname, '../..')
const read = (file: string) => fs.readFileSync(path.join(ROOT, file))

describe('web app manifest', () => {
  it('names the brand and uses the brand colour of globals.css', () => {
    const css = read('src/app/(site)/globals.css').toString()
    expect(css).toContain(`--color-brand-500: ${BRAND_COLOUR};`)
    expect(webManifest('Cipherwell')).toMatchObject({
      name: 'Cipherwell',
      short_name: 'Cipherwell',
      start_url: '/',
      theme_color: BRAND_COLOUR,
      background_color: '#ffffff',
    })
  })

  it('gives the admin the same brand colours as the site', () => {
    const site = read('src/app/(site)/globals.css').toString()
    const admin = read('src/app/(payload)/custom.css').toString()
    expect(admin).toContain(`--cipherwell-brand: ${BRAND_COLOUR};`)
    const strong = /--color-brand-600: (#[0-9a-f]{6});/.exec(site)?.[1]
    expect(strong).toBeDefined()
    expect(admin).toContain(`--cipherwell-brand-strong: ${strong};`)
  })

  it('lists 192 and 512 px PNG icons that exist in public/ at those sizes', async () => {
    expect(webManifest('Cipherwell').icons?.map((icon) => icon.sizes)).toEqual(['192x192', '512x512'])
    for (const icon of MANIFEST_ICONS) {
      const { format, width, height } = await sharp(read(path.join('public', icon.src))).metadata()
      expect([format, `${width}x${height}`], icon.src).toEqual(['png', icon.sizes])
    }
  })
})

describe('icon files (Next serves them by their names)', () => {
  it('favicon.ico at the root of app/ is an ICO with 16, 32 and 48 px images', () => {
    const ico = read('src/app/favicon.ico')
    expect([ico.readUInt16LE(0), ico.readUInt16LE(2)]).toEqual([0, 1])
    const sizes = Array.from({ length: ico.readUInt16LE(4) }, (_, index) => ico.readUInt8(6 + 16 * index))
    expect(sizes).toEqual([16, 32, 48])
  })

  it('apple-icon.png beside icon.svg is 180 px square and opaque (iOS blackens transparency)', async () => {
    const { format, width, height } = await sharp(read('src/app/(site)/apple-icon.png')).metadata()
    expect([format, width, height]).toEqual(['png', 180, 180])
    const { isOpaque } = await sharp(read('src/app/(site)/apple-icon.png')).stats()
    expect(isOpaque).toBe(true)
  })

  it('none of them goes through the proxy', async () => {
    vi.stubEnv('PAYLOAD_SECRET', 'site-icons-test-secret-0123456789abcdef')
    const { config } = await import('@/proxy')
    const { unstable_doesMiddlewareMatch } = await import('next/experimental/testing/server')
    for (const url of [
      '/favicon.ico',
      '/manifest.webmanifest',
      '/icons/icon-192.png',
      '/icons/icon-512.png',
      '/apple-icon-1x2y3z.png',
    ])
      expect(unstable_doesMiddlewareMatch({ config, url }), url).toBe(false)
    expect(unstable_doesMiddlewareMatch({ config, url: '/changelog' })).toBe(true)
  })
})
