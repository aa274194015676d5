import { spawn } from 'node:child_process'
import { randomUUID } from 'node:crypto'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { DatabaseSync } from 'node:sqlite'

import pg from 'pg'
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'

import type { NewLead } from '@/cms/leads/repository'

import { bootPayload, type Booted } from './helpers/bootPayload'
import { createTestDatabase, type TestDatabase } from './helpers/postgres'

/**
 * Issue 37, item 4: `npm run backup` while leads arrive, then `npm run restore` into a fresh data
 * directory (and, on PostgreSQL, an empty database): the same pages and media, and every lead
 * stored before the backup began, none that did not exist, and the secret. Both scripts run as
 * an operator runs them, in child processes with a production environment.
 */
vi.hoisted(() => {
  process.env.DATA_DIR = '/tmp/cw-backup-tests-unbooted'
})

let booted: Booted
let payload: Payload
let insertLeads: typeof import('@/cms/leads/repository').insertLeads
const cleanups: (() => unknown)[] = []

beforeAll(async () => {
  booted = await bootPayload({ seeded: true })
  payload = booted.payload
  ;({ insertLeads } = await import('@/cms/leads/repository'))
})
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup()
  await booted?.shutdown()
})

const tempDir = (prefix: string) => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), prefix))
  cleanups.push(() => fs.rmSync(dir, { recursive: true, force: true }))
  return dir
}

/** Runs one of the scripts as `npm run` would, answering its exit code and output. */
function runScript(script: string, args: string[], env: NodeJS.ProcessEnv): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn('node_modules/.bin/tsx', [script, ...args], { env, stdio: ['ignore', 'pipe', 'pipe'] })
    let output = ''
    child.stdout.on('data', (chunk: Buffer) => (output += chunk))
    child.stderr.on('data', (chunk: Buffer) => (output += chunk))
    child.on('error', reject)
    child.on('exit', (code) => resolve({ code, output }))
  })
}

/** The emails of the demo requests in a restored site's database. */
async function restoredEmails(dataDir: string, databaseUrl: string | undefined): Promise<Set<string>> {
  if (databaseUrl) {
    const client = new pg.Client({ connectionString: databaseUrl })
    await client.connect()
    try {
      return new Set((await client.query<{ email: string }>('select email from demo_requests')).rows.map((row) => row.email))
    } finally {
      await client.end()
    }
  }
  const db = new DatabaseSync(path.join(dataDir, 'cipherwell.db'), { readOnly: true })
  try {
    return new Set(db.prepare('select email from demo_requests').all().map((row) => String(row.email)))
  } finally {
    db.close()
  }
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

describe('backup and restore', () => {
  it('backs up a site while leads arrive and restores it elsewhere as it was when the backup began', async () => {
    const sourceUrl = process.env.DATABASE_URL
    const secret = fs.readFileSync(path.join(booted.dataDir, '.payload-secret'), 'utf8')
    const operatorEnv = (dataDir: string, databaseUrl: string | undefined): NodeJS.ProcessEnv => {
      const env: NodeJS.ProcessEnv = { ...process.env, NODE_ENV: 'production', DATA_DIR: dataDir, CAPTCHA_DISABLED: 'true' }
      delete env.DATABASE_URL
      delete env.PAYLOAD_SECRET
      // With PostgreSQL the secret is given, as production requires; on SQLite it is the data directory's.
      return databaseUrl ? { ...env, DATABASE_URL: databaseUrl, PAYLOAD_SECRET: secret } : env
    }

    // Leads keep arriving, one at a time, from before the backup until after it.
    const stored: { email: string; at: number }[] = []
    let arriving = true
    const arrivals = (async () => {
      while (arriving) {
        const email = `${randomUUID()}@example.com`
        const lead: NewLead = { collection: 'demo-requests', data: { email }, deliveryKey: randomUUID(), tasks: [] }
        await insertLeads(payload, [lead])
        stored.push({ email, at: Date.now() })
        await sleep(5)
      }
    })()
    await sleep(300)
    const out = tempDir('cw-backups-')
    const began = Date.now()
    const backup = await runScript('scripts/backup.ts', ['--out', out], operatorEnv(booted.dataDir, sourceUrl))
    await sleep(300)
    arriving = false
    await arrivals
    expect(backup.code, backup.output).toBe(0)
    const [archive] = fs.readdirSync(out)
    expect(archive).toMatch(/^cipherwell-backup-\d{4}-\d\d-\d\dT\d\d-\d\d-\d\dZ\.tar\.gz$/)
    expect(fs.statSync(path.join(out, archive!)).mode & 0o777).toBe(0o600)
    expect(backup.output).toContain('keep it as private as the database')

    const target = tempDir('cw-restored-')
    let targetUrl: string | undefined
    if (sourceUrl) {
      const database: TestDatabase = await createTestDatabase()
      cleanups.push(() => database.drop())
      targetUrl = database.url
    }
    const restore = await runScript('scripts/restore.ts', [path.join(out, archive!)], operatorEnv(target, targetUrl))
    expect(restore.code, restore.output).toBe(0)

    // Leads: each stored before the backup began is back; none that was never stored; some
    // arrived during the backup and were or were not in its snapshot, and that is all.
    const emails = await restoredEmails(target, targetUrl)
    const before = stored.filter((lead) => lead.at < began)
    expect(before.length).toBeGreaterThan(10)
    expect(before.filter((lead) => !emails.has(lead.email))).toEqual([])
    const allStored = new Set(stored.map((lead) => lead.email))
    expect([...emails].filter((email) => email.endsWith('@example.com') && !allStored.has(email))).toEqual([])
    expect(stored.length).toBeGreaterThan(emails.size) // leads went on arriving after the snapshot

    // Content and media: the same pages and the same files.
    const counts = restore.output.match(/(\d+) pages, (\d+) posts, (\d+) media/)
    expect(counts?.slice(1).map(Number)).toEqual([
      (await payload.count({ collection: 'pages', overrideAccess: true })).totalDocs,
      (await payload.count({ collection: 'posts', overrideAccess: true })).totalDocs,
      (await payload.count({ collection: 'media', overrideAccess: true })).totalDocs,
    ])
    const media = await payload.find({ collection: 'media', limit: 0, overrideAccess: true, depth: 0 })
    expect(media.docs.length).toBeGreaterThan(0)
    for (const doc of media.docs) {
      expect(fs.readFileSync(path.join(target, 'media', doc.filename!))).toEqual(
        fs.readFileSync(path.join(booted.dataDir, 'media', doc.filename!)),
      )
    }
    expect(fs.readFileSync(path.join(target, '.payload-secret'), 'utf8')).toBe(secret)

    // A second restore into the same place is refused, and changes nothing.
    const again = await runScript('scripts/restore.ts', [path.join(out, archive!)], operatorEnv(target, targetUrl))
    expect(again.code).toBe(1)
    expect(again.output).toMatch(targetUrl ? /already has tables/ : /already holds a site/)
    expect((await restoredEmails(target, targetUrl)).size).toBe(emails.size)
  })

  it('refuses what is not a backup, writing nothing, and shows its usage without an archive', async () => {
    const junk = path.join(tempDir('cw-junk-'), 'junk.tar.gz')
    fs.writeFileSync(junk, 'not an archive')
    const target = tempDir('cw-restored-')
    const env: NodeJS.ProcessEnv = { ...process.env, NODE_ENV: 'production', DATA_DIR: target, CAPTCHA_DISABLED: 'true' }
    const refused = await runScript('scripts/restore.ts', [junk], env)
    expect(refused.code).toBe(1)
    expect(fs.readdirSync(target)).toEqual([])
    const usage = await runScript('scripts/restore.ts', [], env)
    expect(usage.code).toBe(2)
    expect(usage.output).toContain('Usage: npm run restore ARCHIVE')
  })
})
