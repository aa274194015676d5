import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'

import { MAX_QUERY_COST } from '@/cms/graphql/queryCost'
import { MAX_BODY_BYTES, MAX_TOKENS } from '@/cms/graphql/querySize'

import { collectionNames } from './helpers/apiRoutes'
import { bootPayload, noRevalidate, type Booted } from './helpers/bootPayload'
import { cmsGraphql } from './helpers/cmsRoute'
import { richText } from './helpers/richText'

vi.mock('next/cache', async (importOriginal) => ({
  ...(await importOriginal<typeof import('next/cache')>()),
  revalidateTag: () => undefined,
}))

/*
 * Issue 33, finding 2: one anonymous GraphQL request stalled the server (330 aliases of a
 * 100-post list built a 28 MB answer in 21 s; 100 aliases of a 900-term where took 32 s and
 * 0.7 GB). With GraphQL switched on, each is refused before anything runs: the database is
 * never asked. (Off, the default, the route answers 404: cmsRestBadInput.test.ts.)
 */

let booted: Booted
let payload: Payload
const saved = process.env.GRAPHQL_ENABLED

beforeAll(async () => {
  process.env.GRAPHQL_ENABLED = 'true'
  booted = await bootPayload()
  payload = booted.payload
  for (let n = 0; n < 3; n++) {
    await payload.create({
      collection: 'changelog',
      data: { title: `Change ${n}`, slug: `change-${n}`, summary: 'Summary.', content: richText(`Body ${n}.`), publishedAt: '2026-06-01T09:00:00.000Z', _status: 'published' } as never,
      context: noRevalidate,
    })
  }
})
afterAll(async () => {
  await booted?.shutdown()
  if (saved === undefined) delete process.env.GRAPHQL_ENABLED
  else process.env.GRAPHQL_ENABLED = saved
})

/** Runs `query` anonymously and counts the database reads it caused. */
async function ask(query: string) {
  const find = vi.spyOn(payload.db, 'find')
  const count = vi.spyOn(payload.db, 'count')
  try {
    const answer = await cmsGraphql(query)
    return { ...answer, reads: find.mock.calls.length + count.mock.calls.length }
  } finally {
    find.mockRestore()
    count.mockRestore()
  }
}
const messages = (answer: { body: Record<string, unknown> }) => ((answer.body.errors ?? []) as { message: string }[]).map((error) => error.message)

describe('finding 2: a request is priced before it runs', () => {
  it('refuses 330 aliases of a 100-post list unparsed, and prices 100 of them, without a database read', async () => {
    const aliases = (count: number) => Array.from({ length: count }, (_, i) => `a${i}: Posts(limit: 100) { docs { content } }`)
    const replay = await ask(`{ ${aliases(330).join(' ')} }`)
    expect(replay.status).toBe(400)
    expect(messages(replay)).toEqual([`A GraphQL request may hold at most ${MAX_TOKENS} tokens: ask for less in one request.`])
    expect(replay.reads).toBe(0)
    const fewer = await ask(`{ ${aliases(100).join(' ')} }`)
    expect(messages(fewer)).toEqual([expect.stringMatching(new RegExp(`more than the ${MAX_QUERY_COST} one request may`))])
    expect(fewer.body.data ?? null).toBeNull()
    expect(fewer.reads).toBe(0)
  })

  it('refuses 100 aliases each with a 900-term where unparsed, by its size, and prices the terms of a smaller one', async () => {
    const where = (terms: number) => `{ OR: [${Array.from({ length: terms }, (_, i) => `{ title: { equals: "t${i}" } }`).join(', ')}] }`
    const replay = Array.from({ length: 100 }, (_, i) => `a${i}: Posts(where: ${where(900)}) { docs { id } }`)
    const answer = await ask(`{ ${replay.join(' ')} }`)
    expect(answer.status).toBe(413)
    expect(messages(answer)).toEqual([`A GraphQL request may be at most ${MAX_BODY_BYTES / 1024} KB.`])
    expect(answer.reads).toBe(0)

    const manyTokens = await ask(`{ ${Array.from({ length: 12 }, (_, i) => `a${i}: Posts(where: ${where(60)}) { docs { id } }`).join(' ')} }`)
    expect(manyTokens.status).toBe(400)
    expect(messages(manyTokens)).toEqual([`A GraphQL request may hold at most ${MAX_TOKENS} tokens: ask for less in one request.`])

    // A page of 100 posts with nine fields costs about 1,000; a 170-term where adds about 1,000 more.
    const page = (filter: string) => `{ Posts(limit: 100${filter}) { docs { id title slug excerpt publishedAt createdAt updatedAt _status content } } }`
    expect(messages(await ask(page('')))).toEqual([])
    const priced = await ask(page(`, where: ${where(170)}`))
    expect(messages(priced)).toEqual([expect.stringMatching(/would cost \d+/)])
    expect(priced.reads).toBe(0)
  })

  it('counts an unbounded list (limit: 0) as a thousand documents, and fragments as often as they are spread', async () => {
    expect(messages(await ask('{ Posts(limit: 0) { docs { id title slug } } }'))).toEqual([expect.stringMatching(/would cost/)])
    const spreads = Array.from({ length: 40 }, (_, i) => `p${i}: Posts(limit: 10) { ...post }`).join(' ')
    const fragment = 'fragment post on Posts { docs { id title slug excerpt publishedAt } }'
    expect(messages(await ask(`{ ${spreads} } ${fragment}`))).toEqual([expect.stringMatching(/would cost/)])
  })

  it('answers an ordinary query: a page of 100 documents with a dozen fields', async () => {
    const { many } = collectionNames('changelog')
    const answer = await ask(`{ list: ${many}(limit: 100, where: { slug: { like: "change" } }) { totalDocs docs { id title slug summary publishedAt createdAt updatedAt _status content } } }`)
    expect(messages(answer)).toEqual([])
    expect((answer.body.data as { list: { totalDocs: number } }).list.totalDocs).toBe(3)
  })
})

describe('finding 11: errors do not suggest field names', () => {
  it('drops graphql-js’s “Did you mean …?” and keeps the error', async () => {
    const answer = await ask('{ Userz { docs { id } } Post(id: 1) { titel } }')
    const said = messages(answer)
    expect(said).toHaveLength(2)
    expect(said.join(' ')).not.toMatch(/Did you mean/)
    expect(said[0]).toMatch(/Cannot query field "Userz" on type "Query"\.$/)
    expect(answer.headers.get('cache-control')).toBe('no-store')
  })
})
