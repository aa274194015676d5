import { createElement } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'

import type { Media } from '@/cms/payload-types'
import { MediaImage } from '@/features/media/MediaImage'

const media = { id: 1, url: '/api/media/file/hero.png', alt: 'A card reader', width: 1600, height: 900 } as Media
const render = (props: Partial<Parameters<typeof MediaImage>[0]>) =>
  renderToStaticMarkup(createElement(MediaImage, { media, sizes: '(min-width: 768px) 50vw, 100vw', ...props }))

describe('MediaImage', () => {
  it('renders the optimised <img> on the server: srcset through the image optimiser, size, lazy', () => {
    const html = render({})
    expect(html).toMatch(/^<img /)
    expect(html).toContain('alt="A card reader"')
    expect(html).toContain('width="1600"')
    expect(html).toContain('height="900"')
    expect(html).toContain('loading="lazy"')
    expect(html).toMatch(/srcSet="\/_next\/image\?url=%2Fapi%2Fmedia%2Ffile%2Fhero.png&amp;w=\d+&amp;q=\d+ \d+w/)
    expect(html).toContain('sizes="(min-width: 768px) 50vw, 100vw"')
    expect(html).not.toContain('fetchPriority')
  })

  it('loads a priority image eagerly, first, and preloads it', () => {
    const html = render({ priority: true })
    expect(html).not.toContain('loading="lazy"')
    expect(html).toContain('fetchPriority="high"')
    expect(html).toMatch(/<link rel="preload" as="image"[^>]* imageSrcSet="\/_next\/image[^>]* imageSizes="\(min-width: 768px\) 50vw, 100vw"/)
  })

  it('fills its box when asked, and renders nothing without an uploaded file', () => {
    expect(render({ fill: true })).toContain('position:absolute')
    expect(render({ media: 7 })).toBe('')
    expect(render({ media: { ...media, url: null } as Media })).toBe('')
  })
})
