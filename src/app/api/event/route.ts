import { plausibleEvent } from '@/features/analytics/plausibleProxy'

/** Page analytics' optional proxy path; see src/features/analytics/plausibleProxy.ts. */
export const POST = plausibleEvent
