import 'server-only'

import { draftMode } from 'next/headers'

import { payloadClient } from '@/cms/read/payload'

import type { Authenticate, DraftModeSwitch } from './previewResponses'

/** Next's draft-mode cookie (`__prerender_bypass`), switched from a route handler. */
export const setDraftMode: DraftModeSwitch = async (enabled) => {
  const mode = await draftMode()
  if (enabled) mode.enable()
  else mode.disable()
}

/** The Payload user the request's session cookie (or JWT header) belongs to, if any. */
export const authenticate: Authenticate = async (headers) => (await (await payloadClient()).auth({ headers })).user
