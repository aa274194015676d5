import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'

import { bootPayload, type Booted } from './helpers/bootPayload'

vi.hoisted(() => {
  // A throwaway DATA_DIR until bootPayload sets the real one (see helpers/bootLeads.ts).
  process.env.DATA_DIR = '/tmp/cw-health-tests-unbooted'
})

type Get = (request: Request) => Response | Promise<Response>

const get = async (route: Get, path: string) => {
  const response = await route(new Request(`http://127.0.0.1:3000${path}`))
  return {
    status: response.status,
    body: (await response.json()) as unknown,
    cacheControl: response.headers.get('cache-control'),
  }
}

describe('health and readiness', () => {
  let booted: Booted | undefined
  let health: Get
  let ready: Get

  beforeAll(async () => {
    booted = await bootPayload()
    health = (await import('@/app/api/health/route')).GET
    ready = (await import('@/app/api/ready/route')).GET
  })
  afterAll(async () => {
    await booted?.shutdown()
  })

  it('GET /api/health answers 200 {status: ok}, never cached', async () => {
    expect(await get(health, '/api/health')).toEqual({ status: 200, body: { status: 'ok' }, cacheControl: 'no-store' })
  })

  it(`GET /api/ready answers 200 {status: ready} on a working ${process.env.TEST_DATABASE === 'postgres' ? 'PostgreSQL' : 'SQLite'} database, never cached`, async () => {
    expect(booted!.payload.db.name).toBe(process.env.TEST_DATABASE === 'postgres' ? 'postgres' : 'sqlite')
    expect(await get(ready, '/api/ready')).toEqual({ status: 200, body: { status: 'ready' }, cacheControl: 'no-store' })
  })
})
