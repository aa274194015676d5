import type { CollectionConfig, EditConfig, GlobalConfig } from 'payload'

import { stampEditor, updatedByField } from '../hooks/stampEditor'

/**
 * The Versions tab with each version's author, for a versioned collection that stamps
 * `updatedBy` itself (the sales inbox) as well as for the ones below.
 */
export const VERSIONS_VIEW = { Component: '/cms/admin/VersionHistory#VersionHistory' }
const PUBLISH_BUTTON = '/cms/admin/PublishButton.client#PublishButton'

/** The document views with the Versions tab replaced; a `root` view would replace every tab, ours included. */
function withVersionsView(edit: EditConfig | undefined): EditConfig {
  if (edit?.root) throw new Error('A custom root document view leaves no Versions tab to replace')
  // Payload's type for these views has an index signature no spread satisfies.
  return { ...edit, versions: VERSIONS_VIEW } as EditConfig
}

/**
 * A versioned collection whose history explains itself: each save stamps who made it
 * (stampEditor), the Versions tab lists that author beside each version and opens each one
 * compared with the published version (VersionHistory.tsx), and "Schedule publish" starts on
 * the editor's own time zone (PublishButton.client.tsx).
 */
export const collectionWithEditHistory = (config: CollectionConfig): CollectionConfig => ({
  ...config,
  fields: [...config.fields, updatedByField],
  hooks: { ...config.hooks, beforeChange: [...(config.hooks?.beforeChange ?? []), stampEditor] },
  admin: {
    ...config.admin,
    components: {
      ...config.admin?.components,
      edit: { ...config.admin?.components?.edit, PublishButton: PUBLISH_BUTTON },
      views: { ...config.admin?.components?.views, edit: withVersionsView(config.admin?.components?.views?.edit) },
    },
  },
})

/** The same for a global (the header navigation, the footer…). */
export const globalWithEditHistory = (config: GlobalConfig): GlobalConfig => ({
  ...config,
  fields: [...config.fields, updatedByField],
  hooks: { ...config.hooks, beforeChange: [...(config.hooks?.beforeChange ?? []), stampEditor] },
  admin: {
    ...config.admin,
    components: {
      ...config.admin?.components,
      elements: { ...config.admin?.components?.elements, PublishButton: PUBLISH_BUTTON },
      views: { ...config.admin?.components?.views, edit: withVersionsView(config.admin?.components?.views?.edit) },
    },
  },
})
