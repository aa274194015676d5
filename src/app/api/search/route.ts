import { searchEndpoint } from '@/features/search/searchEndpoint'

/** The search dialog's JSON; see src/features/search/searchEndpoint.ts. */
export const GET = searchEndpoint
