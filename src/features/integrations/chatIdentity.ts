import 'server-only'

import { randomUUID } from 'node:crypto'
import { SignJWT } from 'jose'

import { BRAND } from '@/cms/seed/brand'
import { guardRequest } from '@/features/leads/http/guard'
import { jsonError, ok } from '@/features/leads/http/responses'
import { cookieString } from '@/lib/cookieString'
import { getEnv } from '@/lib/env'
import { resolvePayloadSecret } from '@/lib/secret'
import { signVisitorId, verifiedVisitorId } from './chatVisitorId'

/**
 * The chat visitor's id lives in an HttpOnly cookie that only this endpoint receives, as
 * `<id>.<HMAC of it>` (chatVisitorId.ts): only an id this server issued is signed for, so a
 * visitor who learns someone else's id cannot set it and open their conversation. Anything
 * else (an id without our MAC, a tampered one, a value sent in the body) gets a new id.
 */
const COOKIE = `${BRAND.slug}_chat`
const COOKIE_PATH = '/api/chat'
const COOKIE_MAX_AGE_SECONDS = 365 * 24 * 60 * 60
/** Intercom re-asks on every page load; a short-lived token limits what a leaked one is worth. */
const TOKEN_LIFETIME = '1h'

function visitorIdFrom(request: Request, secret: string): string | undefined {
  for (const pair of (request.headers.get('cookie') ?? '').split(';')) {
    const [name, value] = pair.trim().split('=')
    const id = name === COOKIE && value ? verifiedVisitorId(value, secret) : undefined
    if (id) return id
  }
  return undefined
}

const visitorCookie = (value: string, maxAge: number, secure: boolean) =>
  cookieString(COOKIE, value, { maxAge, path: COOKIE_PATH, httpOnly: true, secure })

/**
 * POST: the visitor's chat identity, `{ userId, token }`, the token an HS256 JWT of
 * `{ user_id }` signed with CHAT_IDENTITY_SECRET (Intercom's messenger security). Called
 * only once the visitor has accepted cookies. 404 when chat is not configured.
 */
export async function issueChatIdentity(request: Request): Promise<Response> {
  const env = getEnv()
  const refused = await guardRequest(request, env, 'chat', 'application/json', 'beacon')
  if (refused) return refused
  if (!env.INTERCOM_APP_ID || !env.CHAT_IDENTITY_SECRET) return jsonError(404, 'Chat is not configured')
  const secret = resolvePayloadSecret(env)
  const userId = visitorIdFrom(request, secret) ?? randomUUID()
  const token = await new SignJWT({ user_id: userId })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setIssuedAt()
    .setExpirationTime(TOKEN_LIFETIME)
    .sign(new TextEncoder().encode(env.CHAT_IDENTITY_SECRET))
  const response = ok({ userId, token })
  const cookie = visitorCookie(signVisitorId(userId, secret), COOKIE_MAX_AGE_SECONDS, env.siteUrl.startsWith('https:'))
  response.headers.set('set-cookie', cookie)
  return response
}

/** DELETE: consent withdrawn, so the chat identity cookie goes (JavaScript cannot clear an HttpOnly cookie). */
export async function forgetChatIdentity(request: Request): Promise<Response> {
  const env = getEnv()
  const refused = await guardRequest(request, env, 'chat', 'application/json', 'beacon')
  if (refused) return refused
  const response = new Response(null, { status: 204, headers: { 'cache-control': 'no-store' } })
  response.headers.set('set-cookie', visitorCookie('', 0, env.siteUrl.startsWith('https:')))
  return response
}
