/**
 * An array field's `admin.components` for row labels taken from content (RowLabel.client.tsx),
 * in place of Payload's "Feature 01": the first of `fields` with text, else "<fallback> n".
 */
export const rowLabel = (fields: string[], fallback: string) => ({
  components: { RowLabel: { path: '/cms/admin/RowLabel.client#RowLabel', clientProps: { fields, fallback } } },
})
