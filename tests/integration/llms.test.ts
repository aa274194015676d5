import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'

import type { Post } from '@/cms/payload-types'
import { renderLlmsFull, renderLlmsIndex } from '@/features/llms/llmsText'
import { getEnv } from '@/lib/env'

import { bootPayload, noRevalidate, type Booted } from './helpers/bootPayload'
import { richTextLinkTo } from './helpers/richText'

// Outside a Next server there is no data cache: the cached readers read straight through.
vi.mock('next/cache', async (importOriginal) => ({
  ...(await importOriginal<typeof import('next/cache')>()),
  unstable_cache: <T>(fn: T) => fn,
}))

/**
 * /llms.txt and /llms-full.txt from the seeded site: a published post is in both, a draft never
 * is (neither a never-published post nor a published post's newer draft), and unpublishing
 * takes a post out. Whether Next regenerates the prerendered route on publish is the tags' job,
 * the same as the sitemap's and the feeds'.
 */
describe('llms.txt and llms-full.txt', () => {
  let booted: Booted
  let payload: Payload
  let published: Post
  // Imported after the boot: the readers import the Payload config, which reads the test's environment.
  let loadLlmsSite: typeof import('@/features/llms/llmsSources').loadLlmsSite
  const both = async () => {
    const site = await loadLlmsSite()
    return { index: renderLlmsIndex(site), full: renderLlmsFull(site) }
  }

  beforeAll(async () => {
    booted = await bootPayload({ seeded: true })
    payload = booted.payload
    loadLlmsSite = (await import('@/features/llms/llmsSources')).loadLlmsSite
    const [a, b] = (
      await payload.find({ collection: 'posts', where: { _status: { equals: 'published' } }, sort: 'slug', limit: 2, depth: 0 })
    ).docs as Post[]
    const pricing = (await payload.find({ collection: 'pages', where: { path: { equals: '/pricing' } }, depth: 0, limit: 1 })).docs[0]!
    published = await payload.update({
      collection: 'posts',
      id: a!.id,
      data: {
        title: 'Published for agents [v2]',
        excerpt: 'An excerpt\nover two lines.',
        // The editor's "internal link": stored as the document, its address found when read.
        content: richTextLinkTo('our plans', { relationTo: 'pages', value: pricing.id }) as Post['content'],
      },
      context: noRevalidate,
    })
    // Drafts saved as an editor would.
    const editor = await payload.create({
      collection: 'users',
      data: { email: 'llms-editor@cipherwell.test', password: 'a long test password', roles: ['editor'] },
    })
    const asEditor = { user: editor, overrideAccess: false, context: noRevalidate }
    // A published post's newer draft: agents keep reading the published version.
    await payload.update({ collection: 'posts', id: b!.id, draft: true, data: { title: 'Draft retitle' }, ...asEditor })
    expect((await payload.findByID({ collection: 'posts', id: b!.id, draft: true, depth: 0, ...asEditor })).title).toBe('Draft retitle')
    // A post that was never published (a draft need not be complete).
    await payload.create({
      collection: 'posts',
      data: { title: 'Never published post', slug: 'unreleased-agents-post', _status: 'draft' } as Post,
      draft: true,
      ...asEditor,
    })
  })
  afterAll(async () => {
    await booted?.shutdown()
  })

  it('lists the published post with its absolute URL and a one-line summary, and never a draft', async () => {
    const { index, full } = await both()
    const url = `${getEnv().siteUrl}/blog/${published.slug}`
    expect(index).toContain(`- [Published for agents \\[v2\\]](${url}): An excerpt over two lines.\n`)
    expect(full).toContain(`# Published for agents [v2]\n\nURL: ${url}\n\n> An excerpt over two lines.`)
    for (const text of [index, full]) {
      expect(text).not.toContain('Draft retitle')
      expect(text).not.toContain('Never published post')
      expect(text).not.toContain('unreleased-agents-post')
    }
  })

  it("has the site's sections, its pages' words and posts' bodies as Markdown", async () => {
    const { index, full } = await both()
    expect(index.startsWith('# Cipherwell\n\n> ')).toBe(true)
    for (const section of ['Pages', 'Products', 'Blog', 'Changelog', 'Press', 'Legal']) expect(index).toContain(`\n## ${section}\n`)
    // Press releases have no page each: they are listed at their anchor on /press.
    expect(index).toMatch(new RegExp(`\\]\\(${getEnv().siteUrl}/press#[a-z0-9-]+\\): `))
    const home = (await payload.find({ collection: 'pages', where: { path: { equals: '/' } }, depth: 0, limit: 1 })).docs[0]!
    const hero = home.layout?.find((block) => block.blockType === 'hero')
    if (hero?.blockType === 'hero') expect(full).toContain(`**${hero.heading}**`)
    // Rich text became Markdown: no Lexical JSON leaks through.
    expect(full).not.toContain('"root"')
    expect(full).toMatch(/\n## \S/)
    // A link to one of our documents carries the address the resolver found, absolute as the
    // index's are; none is left as `[text]()`.
    expect(full).toContain(`[our plans](${getEnv().siteUrl}/pricing)`)
    expect(full).not.toContain(']()')
  })

  it('drops a post once it is unpublished', async () => {
    await payload.update({ collection: 'posts', id: published.id, data: { _status: 'draft' }, context: noRevalidate })
    const { index, full } = await both()
    for (const text of [index, full]) {
      expect(text).not.toContain('Published for agents')
      expect(text).not.toContain(`/blog/${published.slug}`)
    }
  })

  it('the routes answer 200 with UTF-8 plain text', async () => {
    for (const route of [await import('@/app/(site)/llms.txt/route'), await import('@/app/(site)/llms-full.txt/route')]) {
      const response = await route.GET()
      expect(response.status).toBe(200)
      expect(response.headers.get('content-type')).toBe('text/plain; charset=utf-8')
      expect(await response.text()).toMatch(/^# Cipherwell\n/)
    }
  })
})
