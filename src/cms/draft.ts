/**
 * A document as a draft may hold it. Autosave stores drafts without validating them, so a
 * field the schema requires can be missing, null or '' (no title yet, no authors, no date, an
 * empty rich text), and so can anything inside a group, an array item or a populated
 * relation. Whatever builds metadata, structured data or a link-preview card takes this, so
 * the compiler makes it handle every gap; a published document is assignable to it.
 */
export type Draft<T> = { [K in keyof T]?: DraftValue<T[K]> }

type DraftValue<T> =
  (T extends readonly (infer Item)[] ? DraftValue<Item>[] : T extends object ? Draft<T> : T) | null | undefined

/**
 * A document seen as a draft. Only a widening: TypeScript checks that a concrete document
 * fits its draft, but cannot for a generic one (a content type's `Doc`).
 */
export const asDraft = <T>(doc: T) => doc as Draft<T>
