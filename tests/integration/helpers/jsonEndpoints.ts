import type { CollectionSlug } from 'payload'

/** A route handler, as Next calls it. */
export type Route = (request: Request) => Promise<Response>

const endpoint = (form: string, path: string, load: () => Promise<{ POST: Route }>, collection: CollectionSlug) => ({ form, path, load, collection })

/** The JSON lead endpoints: the form name the honeypot counts under, the route, and where its leads are stored. */
export const JSON_ENDPOINTS = {
  salesForm: endpoint('salesForm', '/api/salesForm', () => import('@/app/api/salesForm/route'), 'sales-contacts'),
  betaSignup: endpoint('betaSignup', '/api/beta-signup', () => import('@/app/api/beta-signup/route'), 'beta-signups'),
  demo: endpoint('demo', '/api/demo', () => import('@/app/api/demo/route'), 'demo-requests'),
}
