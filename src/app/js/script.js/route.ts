import { plausibleScript } from '@/features/analytics/plausibleProxy'

/** Plausible's script, served from our origin; see src/features/analytics/plausibleProxy.ts. */
export const GET = plausibleScript
// The setting is read at request time; the answer carries its own cache header.
export const dynamic = 'force-dynamic'
