import type { TextareaField, TextField } from 'payload'

type HeadingOverrides = Partial<TextField> & { optional?: boolean }

/** A block's heading (its h2): required unless `optional`, for blocks that read well without one. */
export const headingField = ({ optional = false, ...overrides }: HeadingOverrides = {}): TextField =>
  ({ name: 'heading', type: 'text', ...(optional ? {} : { required: true }), ...overrides }) as TextField

/**
 * The plain paragraph under a block's heading. Some blocks store it as `intro`, others as
 * `text`: the name is the database column, so each keeps its own.
 */
export const introField = (name: 'intro' | 'text' = 'intro', overrides: Partial<TextareaField> = {}): TextareaField =>
  ({ name, type: 'textarea', ...overrides }) as TextareaField
