import { NextResponse } from 'next/server'

/** Our endpoints answer JSON, are never cached, and are same-origin only (no CORS headers at all). */
const HEADERS = { 'cache-control': 'no-store' }

export const jsonError = (status: number, error: string, headers: Record<string, string> = {}) =>
  NextResponse.json({ error }, { status, headers: { ...HEADERS, ...headers } })

export const fieldErrors = (errors: Record<string, string>) =>
  NextResponse.json({ errors }, { status: 400, headers: HEADERS })

export const ok = (body: Record<string, unknown>, status = 200) => NextResponse.json(body, { status, headers: HEADERS })

/**
 * A lead taken: the same keys, status and headers whether it was stored or dropped by the
 * honeypot, so a bot cannot tell which. `reference` is random either way (see storeLead).
 */
export const accepted = (reference: string, status = 200) => ok({ ok: true, id: reference }, status)
