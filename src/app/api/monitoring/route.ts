import { forwardEnvelope } from '@/features/monitoring/forwardEnvelope'
import { getEnv } from '@/lib/env'

/** §7 the error reporter's tunnel: browser envelopes reach Sentry through our origin. */
export const POST = (request: Request) => forwardEnvelope(request, getEnv())
