import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'

import { createClient, type Client } from '@libsql/client'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'

import { BUSY_TIMEOUT_MS, reuseTransactionConnection } from '@/cms/transactionConnection'

import { onPostgres } from './helpers/postgres'

let dir: string
let url: string
let client: Client

beforeEach(async () => {
  dir = mkdtempSync(path.join(tmpdir(), 'tx-connection-'))
  url = `file:${path.join(dir, 'test.db')}`
  client = createClient({ url })
  await client.execute('PRAGMA journal_mode = WAL')
  await client.execute('CREATE TABLE leads (id INTEGER PRIMARY KEY, name TEXT NOT NULL)')
  reuseTransactionConnection(client, url)
})

afterEach(() => {
  client.close()
  rmSync(dir, { recursive: true, force: true })
})

const names = async (reader: Client = client) =>
  (await reader.execute('SELECT name FROM leads ORDER BY id')).rows.map((row) => row.name)

// The SQLite adapter's connection wrapper on a libsql file of its own: no engine choice to repeat on PostgreSQL.
describe.skipIf(onPostgres)('reuseTransactionConnection', () => {
  it('commits what a transaction wrote and rolls back what it did not commit', async () => {
    const kept = await client.transaction()
    await kept.execute({ sql: 'INSERT INTO leads (name) VALUES (?)', args: ['kept'] })
    await kept.commit()
    expect(kept.closed).toBe(true)

    const dropped = await client.transaction()
    await dropped.batch([
      { sql: 'INSERT INTO leads (name) VALUES (?)', args: ['dropped 1'] },
      { sql: 'INSERT INTO leads (name) VALUES (?)', args: ['dropped 2'] },
    ])
    await dropped.rollback()
    expect(dropped.closed).toBe(true)

    expect(await names()).toEqual(['kept'])
  })

  it('keeps an open transaction invisible to the client and to other connections until it commits', async () => {
    const other = createClient({ url })
    const tx = await client.transaction()
    await tx.execute({ sql: 'INSERT INTO leads (name) VALUES (?)', args: ['pending'] })
    expect(await names()).toEqual([])
    expect(await names(other)).toEqual([])
    expect(await names(tx as unknown as Client)).toEqual(['pending'])
    await tx.commit()
    expect(await names(other)).toEqual(['pending'])
    other.close()
  })

  it('runs every transaction on one long-lived connection that waits for other writers', async () => {
    // A TEMP table lives only on the connection that made it: seeing it again proves reuse.
    const first = await client.transaction()
    await first.execute('CREATE TEMP TABLE marker (x)')
    await first.commit()
    const second = await client.transaction()
    const marker = await second.execute("SELECT count(*) AS n FROM sqlite_temp_master WHERE name = 'marker'")
    const timeout = await second.execute('PRAGMA busy_timeout')
    await second.commit()
    expect(Number(marker.rows[0]?.n)).toBe(1)
    expect(Number(timeout.rows[0]?.[0])).toBe(BUSY_TIMEOUT_MS)
    // …and the client's own connection is not the transactions' one.
    expect(
      Number((await client.execute("SELECT count(*) FROM sqlite_temp_master WHERE name = 'marker'")).rows[0]?.[0]),
    ).toBe(0)
  })

  it('leaves the connection usable after a failed statement is rolled back', async () => {
    const failing = await client.transaction()
    await expect(failing.execute({ sql: 'INSERT INTO leads (name) VALUES (?)', args: [null] })).rejects.toThrow(
      /NOT NULL/,
    )
    await failing.rollback()
    const next = await client.transaction()
    await next.execute({ sql: 'INSERT INTO leads (name) VALUES (?)', args: ['after'] })
    await next.commit()
    expect(await names()).toEqual(['after'])
  })

  it('rolls back a transaction that is closed without a commit', async () => {
    const tx = await client.transaction()
    await tx.execute({ sql: 'INSERT INTO leads (name) VALUES (?)', args: ['abandoned'] })
    tx.close()
    const next = await client.transaction()
    await next.commit()
    expect(await names()).toEqual([])
  })
})
