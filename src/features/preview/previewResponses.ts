import type { Role } from '@/cms/access/roles'

import { canPreview } from './canPreview'
import { closePreviewTarget } from './closePreviewTarget'
import { sameOriginPath } from './sameOriginPath'

/**
 * The logic of /api/preview and /api/disable-draft, apart from Next's request context
 * (`draftMode()` only works inside a Next request), so tests can drive it with a real
 * Payload session and a recorded draft-mode switch.
 */
export type DraftModeSwitch = (enabled: boolean) => Promise<void>
export type Authenticate = (headers: Headers) => Promise<{ roles?: Role[] | null } | null>

// Nothing here may be cached by a browser or a proxy: each answer depends on who asks.
const NO_STORE = { 'cache-control': 'no-store' }

const text = (status: number, body: string) =>
  new Response(body, { status, headers: { ...NO_STORE, 'content-type': 'text/plain; charset=utf-8' } })

/** A relative Location: `sameOriginPath` guarantees it cannot leave this origin. */
const redirectTo = (path: string) => new Response(null, { status: 307, headers: { ...NO_STORE, location: path } })

/**
 * Draft mode for a signed-in admin or editor only, proven by their Payload session (the
 * cookie the admin set, or an `Authorization: JWT …` header): no secret in the URL can stand
 * in for it. Anyone else is refused and loses any draft mode they had.
 */
export async function answerPreview(request: Request, authenticate: Authenticate, setDraftMode: DraftModeSwitch) {
  const path = sameOriginPath(new URL(request.url).searchParams.get('path'))
  if (!path) return text(400, 'Bad Request: `path` must be a path on this site, like /pricing.')
  let user: Awaited<ReturnType<Authenticate>> = null
  try {
    user = await authenticate(request.headers)
  } catch {
    user = null // a malformed or expired token is no session
  }
  if (!canPreview(user)) {
    await setDraftMode(false)
    return text(401, 'Unauthorized: sign in to the admin as an editor to preview drafts.')
  }
  await setDraftMode(true)
  return redirectTo(path)
}

/** Leaves draft mode and goes back to the page the editor was on, never to another site. */
export async function answerDisableDraft(request: Request, ownOrigins: string[], setDraftMode: DraftModeSwitch) {
  const url = new URL(request.url)
  await setDraftMode(false)
  const target = closePreviewTarget({
    redirect: url.searchParams.get('redirect'),
    referer: request.headers.get('referer'),
    ownOrigins: [url.origin, ...ownOrigins],
  })
  return redirectTo(target)
}
