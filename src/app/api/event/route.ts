import { plausibleEvent } from '@/features/analytics/plausibleProxy'

/** §7 page analytics' optional proxy path; see src/features/analytics/plausibleProxy.ts. */
export const POST = plausibleEvent
