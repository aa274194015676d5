import net from 'node:net'

import { describe, expect, it } from 'vitest'

import { DatabaseUnavailableError, databaseUnavailableReason } from '@/lib/databaseUnavailable'

const coded = (message: string, code: string) => Object.assign(new Error(message), { code })

/** A real refused connection, as Node raises it: connect to a port nothing listens on. */
async function refusedConnection(): Promise<Error> {
  const server = net.createServer()
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as net.AddressInfo
  await new Promise<void>((resolve) => server.close(() => resolve()))
  return new Promise((resolve) => net.connect(port, '127.0.0.1').on('error', resolve))
}

describe('databaseUnavailableReason', () => {
  it("names Node's socket errors, a real refused connection among them", async () => {
    expect(databaseUnavailableReason(await refusedConnection())).toBe('ECONNREFUSED')
    expect(databaseUnavailableReason(coded('read ECONNRESET', 'ECONNRESET'))).toBe('ECONNRESET')
    expect(databaseUnavailableReason(coded('getaddrinfo ENOTFOUND db', 'ENOTFOUND'))).toBe('ENOTFOUND')
  })

  it('names the PostgreSQL states of a server that is gone, starting, stopping or out of resources', () => {
    expect(databaseUnavailableReason(coded('terminating connection due to administrator command', '57P01'))).toBe(
      '57P01',
    )
    expect(databaseUnavailableReason(coded('the database system is starting up', '57P03'))).toBe('57P03')
    expect(databaseUnavailableReason(coded('connection failure', '08006'))).toBe('08006')
    expect(databaseUnavailableReason(coded('sorry, too many clients already', '53300'))).toBe('53300')
  })

  it("reads node-postgres's uncoded messages", () => {
    expect(databaseUnavailableReason(new Error('Connection terminated unexpectedly'))).toBe('connection terminated')
    expect(databaseUnavailableReason(new Error('Connection terminated due to connection timeout'))).toBe(
      'connection terminated',
    )
    expect(databaseUnavailableReason(new Error('timeout exceeded when trying to connect'))).toBe('pool connect timeout')
    expect(databaseUnavailableReason(new Error('Client has encountered a connection error and is not queryable'))).toBe(
      'connection closed',
    )
    expect(databaseUnavailableReason(new Error('Cannot use a pool after calling end on the pool'))).toBe('pool ended')
  })

  it("sees through Payload's wrappers, which keep only the message", () => {
    expect(
      databaseUnavailableReason(new Error('Error: cannot begin transaction: connect ECONNREFUSED 127.0.0.1:5432')),
    ).toBe('ECONNREFUSED')
    expect(
      databaseUnavailableReason(new Error('Error: cannot connect to Postgres: Connection terminated unexpectedly')),
    ).toBe('connection terminated')
    expect(databaseUnavailableReason(new Error('Error: cannot begin transaction: Failed query: begin\nparams: '))).toBe(
      'failed begin',
    )
    expect(
      databaseUnavailableReason(new Error('Error: cannot begin transaction: SQLITE_BUSY: database is locked')),
    ).toBe('SQLITE_BUSY')
  })

  it("follows drizzle's cause chain and AggregateErrors", () => {
    const drizzle = new Error('Failed query: insert into "demo_requests" …', {
      cause: new Error('Connection terminated unexpectedly'),
    })
    expect(databaseUnavailableReason(drizzle)).toBe('connection terminated')
    const bothAddresses = new AggregateError([
      coded('connect ECONNREFUSED ::1:5432', 'ECONNREFUSED'),
      coded('connect ECONNREFUSED 127.0.0.1:5432', 'ECONNREFUSED'),
    ])
    expect(databaseUnavailableReason(bothAddresses)).toBe('ECONNREFUSED')
  })

  it('names a locked, unreadable or full SQLite file', () => {
    expect(databaseUnavailableReason(coded('SQLITE_BUSY: database is locked', 'SQLITE_BUSY'))).toBe('SQLITE_BUSY')
    expect(databaseUnavailableReason(coded('SQLITE_IOERR_WRITE: disk I/O error', 'SQLITE_IOERR_WRITE'))).toBe(
      'SQLITE_IOERR_WRITE',
    )
    expect(databaseUnavailableReason(coded('SQLITE_FULL: database or disk is full', 'SQLITE_FULL'))).toBe('SQLITE_FULL')
  })

  it('names our own unconfirmed write', () => {
    expect(databaseUnavailableReason(new DatabaseUnavailableError('commit not confirmed'))).toBe('commit not confirmed')
  })

  it('leaves every other failure alone (a 500, not a 503)', () => {
    expect(databaseUnavailableReason(coded('duplicate key value violates unique constraint "x"', '23505'))).toBeNull()
    expect(
      databaseUnavailableReason(coded('SQLITE_CONSTRAINT: UNIQUE constraint failed', 'SQLITE_CONSTRAINT')),
    ).toBeNull()
    expect(databaseUnavailableReason(coded("ENOENT: no such file or directory, open 'x'", 'ENOENT'))).toBeNull()
    expect(databaseUnavailableReason(new TypeError("Cannot read properties of undefined (reading 'id')"))).toBeNull()
    expect(databaseUnavailableReason('connect ECONNREFUSED 127.0.0.1:5432')).toBeNull()
    expect(databaseUnavailableReason(null)).toBeNull()
  })

  it("is not fooled by a visitor's text inside a failed statement's message", () => {
    const quoting = new Error(
      'Failed query: insert into "sales_contacts" …\nparams: connect ECONNREFUSED,Connection terminated unexpectedly',
    )
    expect(databaseUnavailableReason(quoting)).toBeNull()
    expect(databaseUnavailableReason(new Error('Error: cannot begin transaction: Failed query: beginning'))).toBeNull()
  })

  it('stops on a cause chain that loops', () => {
    const looping = new Error('outer')
    looping.cause = looping
    expect(databaseUnavailableReason(looping)).toBeNull()
  })
})
