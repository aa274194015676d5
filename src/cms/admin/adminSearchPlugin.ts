import type { Config, Plugin } from 'payload'

import { adminSearchEndpoint } from './adminSearchEndpoint'

/** The header's search button and its dialog, in the admin's import map. */
export const ADMIN_SEARCH_ACTION = '/cms/admin/AdminSearch.client#AdminSearch'

/**
 * "Find anything in the admin": a search button in the admin's header on every screen (Payload's
 * `admin.components.actions`, the header's top right), opened with "/" or Ctrl/⌘ K, and the
 * endpoint it asks, GET /api/admin-search. After adding or moving it, `payload generate:importmap`.
 */
export const adminSearchPlugin =
  (): Plugin =>
  (config: Config): Config => ({
    ...config,
    endpoints: [...(config.endpoints ?? []), adminSearchEndpoint],
    admin: {
      ...config.admin,
      components: {
        ...config.admin?.components,
        actions: [...(config.admin?.components?.actions ?? []), ADMIN_SEARCH_ACTION],
      },
    },
  })
