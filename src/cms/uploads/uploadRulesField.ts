import type { UIField } from 'payload'

/**
 * An upload collection's first field: what files it takes (its `mimeTypes`) and up to what size,
 * shown under the file area, and an oversized file refused as it is chosen
 * (src/cms/admin/UploadRules.client.tsx). A `ui` field: nothing stored, no column, no migration.
 */
export const uploadRulesField = (mimeTypes: readonly string[]): UIField => ({
  name: 'uploadRules',
  type: 'ui',
  admin: {
    disableListColumn: true,
    disableBulkEdit: true,
    components: { Field: { path: '/cms/admin/UploadRules.client#UploadRules', clientProps: { mimeTypes: [...mimeTypes] } } },
  },
})
