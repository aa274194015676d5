import sharp from 'sharp'
import { describe, expect, it } from 'vitest'

import { LAYOUT_BLOCKS } from '@/blocks/configs'
import { captionLines, thumbnailSvg } from '@/cms/fields/blockThumbnail'
import { BLOCK_SKETCHES } from '@/cms/fields/blockSketches'

const thumbnails = LAYOUT_BLOCKS.map((block) => ({ slug: block.slug, thumbnail: block.admin?.images?.thumbnail }))

describe('the block picker’s thumbnails', () => {
  it('every layout block has its own drawing, with its description as alt text', () => {
    for (const { slug, thumbnail } of thumbnails) {
      expect(thumbnail, slug).toMatchObject({ url: expect.stringMatching(/^data:image\/svg\+xml;charset=utf-8,/), alt: BLOCK_SKETCHES[slug]!.description })
    }
    const urls = thumbnails.map(({ thumbnail }) => (thumbnail as { url: string }).url)
    expect(new Set(urls).size).toBe(urls.length)
    expect(Object.keys(BLOCK_SKETCHES).sort()).toEqual(LAYOUT_BLOCKS.map((block) => block.slug).sort())
  })

  it('each description fits the picker in two lines, uncut', () => {
    for (const [slug, { description }] of Object.entries(BLOCK_SKETCHES)) {
      const lines = captionLines(description)
      expect(lines.length, slug).toBeLessThanOrEqual(2)
      expect(lines.join(' '), slug).toBe(description)
    }
    expect(captionLines('one two three four five six seven eight nine ten eleven twelve thirteen fourteen fifteen sixteen seventeen', 20)).toHaveLength(2)
  })

  it('every drawing stays inside its panel and is an SVG an image library renders', async () => {
    for (const [slug, { sketch }] of Object.entries(BLOCK_SKETCHES)) {
      for (const [x, y, w, h] of sketch) {
        expect(x >= 0 && y >= 0 && x + w <= 48 && y + h <= 24, `${slug} ${[x, y, w, h].join(',')}`).toBe(true)
      }
    }
    const svg = thumbnailSvg(BLOCK_SKETCHES.hero!.sketch, 'A < B & “quotes”')
    const { width, height } = await sharp(Buffer.from(svg)).png().toBuffer({ resolveWithObject: true }).then(({ info }) => info)
    expect([width, height]).toEqual([480, 320])
  })
})
