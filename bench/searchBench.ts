/** The site search endpoint at a steady rate over the seeded site plus generated posts, on SQLite and on PostgreSQL. */
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'

import { createClient } from '@libsql/client'
import { Client } from 'pg'

import { constantRate } from './constantRate'
import { atLeast, atMost, below, figure, type Figure } from './figures'
import { createBenchDatabase, postgresUnreachable } from './postgresDatabase'
import { generatedPosts, searchQueries, type GeneratedPost } from './searchCorpus'
import { startSite } from './server'

const PART = 'search'
const short = Boolean(process.env.BENCH_SHORT)
const RATE = 50
const SECONDS = short ? 5 : 30
const GENERATED = short ? 500 : 5_000
const P99_TARGET_MS = 50
const WARM_UP_REQUESTS = 50
const POSTGRES_PAYLOAD_SECRET = 'bench-payload-secret-0123456789abcdef'

type Engine = 'SQLite' | 'PostgreSQL'
const ENGINES: Engine[] = ['SQLite', 'PostgreSQL']

export async function benchSearch(port: number): Promise<Figure[]> {
  const posts = generatedPosts(GENERATED)
  const figures: Figure[] = []
  for (const engine of ENGINES) {
    try {
      figures.push(...(await benchEngine(port, engine, posts)))
    } catch (error) {
      console.error(`\nGET /api/search on ${engine} failed:`, error)
      const reason = error instanceof Error ? error.message.split('\n')[0] : String(error)
      figures.push(figure(PART, `${engine}: p99 ms`, `failed: ${reason}`, `< ${P99_TARGET_MS}`, false))
    }
  }
  return figures
}

/** Each post's index entry, as the search plugin writes it on publish (the search reads only the index). */
const entryValues = (post: GeneratedPost) =>
  [post.title, 'posts', `/blog/${post.slug}`, post.summary, post.headings, post.body] as const

async function addToSqlite(dataDir: string, posts: GeneratedPost[]): Promise<number> {
  const client = createClient({ url: `file:${path.join(dataDir, 'cipherwell.db')}` })
  try {
    await client.execute('PRAGMA busy_timeout = 5000')
    await client.batch(
      posts.map((post) => ({
        sql: 'INSERT INTO search_index (title, type, url, summary, headings, body, hidden) VALUES (?, ?, ?, ?, ?, ?, 0)',
        args: [...entryValues(post)],
      })),
      'write',
    )
    return Number((await client.execute('SELECT count(*) AS n FROM search_index')).rows[0]!.n)
  } finally {
    client.close()
  }
}

async function addToPostgres(url: string, posts: GeneratedPost[]): Promise<number> {
  const client = new Client({ connectionString: url })
  await client.connect()
  try {
    const columns = [0, 1, 2, 3, 4, 5].map((i) => posts.map((post) => entryValues(post)[i]))
    await client.query(
      `INSERT INTO search_index (title, type, url, summary, headings, body, hidden)
       SELECT t, ty::enum_search_index_type, u, s, h, b, false FROM unnest($1::text[], $2::text[], $3::text[], $4::text[], $5::text[], $6::text[]) AS x(t, ty, u, s, h, b)`,
      columns,
    )
    await client.query('ANALYZE search_index')
    return Number((await client.query('SELECT count(*) AS n FROM search_index')).rows[0].n)
  } finally {
    await client.end()
  }
}

async function benchEngine(port: number, engine: Engine, posts: GeneratedPost[]): Promise<Figure[]> {
  const unreachable = engine === 'PostgreSQL' ? await postgresUnreachable() : null
  if (unreachable) throw new Error(unreachable)
  const dataDir = mkdtempSync(path.join(tmpdir(), 'cw-bench-search-'))
  const postgres = engine === 'PostgreSQL' ? await createBenchDatabase() : undefined
  try {
    const site = await startSite(port, {
      DATA_DIR: dataDir,
      DATABASE_URL: postgres?.url ?? '',
      ...(postgres && { PAYLOAD_SECRET: POSTGRES_PAYLOAD_SECRET }),
      SEARCH_RATE_LIMIT: '1000000',
    })
    try {
      const entries = postgres ? await addToPostgres(postgres.url, posts) : await addToSqlite(dataDir, posts)
      const queries = searchQueries(RATE * SECONDS + WARM_UP_REQUESTS)
      const pathOf = (q: string) => `/api/search?${new URLSearchParams({ q })}`
      for (const q of queries.slice(0, WARM_UP_REQUESTS)) await fetch(`${site.origin}${pathOf(q)}`)
      const steady = queries.slice(WARM_UP_REQUESTS)
      const result = await constantRate(
        { origin: site.origin, method: 'GET', headers: {}, path: (i) => pathOf(steady[i % steady.length]!) },
        RATE,
        SECONDS,
      )
      const distinct = new Set(steady).size
      console.log(
        `\nGET /api/search on ${engine}: ${entries} index entries (the seeded site and ${posts.length} generated posts), one request every ${1000 / RATE} ms (${RATE}/s) for ${SECONDS} s, ${distinct} distinct queries of ${steady.length}; latency from each request's due time\n`,
      )
      console.table([{ ...result, 'p99 target ms': P99_TARGET_MS }])
      return [
        below(PART, `${engine}: p99 ms`, result.p99, P99_TARGET_MS),
        figure(PART, `${engine}: p50 ms`, result.p50),
        atLeast(PART, `${engine}: achieved rate /s`, result.achievedRate, RATE * 0.98),
        atMost(PART, `${engine}: non-2xx or failed requests`, result.non2xx + result.errors, 0),
      ]
    } finally {
      await site.stop()
    }
  } finally {
    await postgres?.drop()
    rmSync(dataDir, { recursive: true, force: true })
  }
}
