import { forwardEnvelope } from '@/features/monitoring/forwardEnvelope'
import { getEnv } from '@/lib/env'

/** The error reporter's tunnel: browser envelopes reach Sentry through our origin. */
export const POST = (request: Request) => forwardEnvelope(request, getEnv())
