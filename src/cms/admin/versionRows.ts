/** A saved version as the history reads it: when, how, its status and who saved it. */
export type VersionSummary = {
  id: number | string
  updatedAt: string
  autosave?: boolean | null
  version: { _status?: 'draft' | 'published' | null; updatedBy?: number | string | { id: number | string } | null }
}

/** One line of the version history. */
export type VersionRow = {
  id: string
  updatedAt: string
  status: string
  /** The version the site shows now, or the draft an editor is working on: drawn as a pill. */
  tone: 'live' | 'current' | 'past'
  /** Who saved it, when the version says (versions saved before the stamp, or by the seed, do not). */
  authorId?: string
  /** The version it opens compared with; none means Payload's own choice, the version before it. */
  compareWith?: string
}

const authorOf = ({ version }: VersionSummary) => {
  const by = version.updatedBy
  const id = by && typeof by === 'object' ? by.id : by
  return id === null || id === undefined ? undefined : String(id)
}

/**
 * The history's lines, newest first, from `versions` (newest first). Each opens compared with
 * the published version, so an editor sees what the site would gain by publishing it, where
 * Payload compares with whichever version came just before, which reads as everything added
 * when that is the first. The published version itself opens compared with the one before it.
 *
 * "Currently published" follows Payload: the newest published version, while the document
 * is published (`hasPublishedDoc`); once unpublished, no version is live. A collection without
 * drafts (the sales inbox) has no published version: its newest version is the current one.
 */
export function versionRows(
  versions: VersionSummary[],
  hasPublishedDoc: boolean,
  { drafts = true } = {},
): VersionRow[] {
  const live = drafts && hasPublishedDoc ? versions.find((entry) => entry.version._status === 'published') : undefined
  const newest = versions[0]
  return versions.map((entry) => {
    const autosaved = entry.autosave ? ' (autosaved)' : ''
    const draft = entry.version._status !== 'published'
    const [status, tone]: [string, VersionRow['tone']] = !drafts
      ? entry === newest
        ? ['Current version', 'current']
        : ['Earlier version', 'past']
      : entry === live
        ? ['Published: the site shows this', 'live']
        : entry === newest && draft
          ? [`Current draft${autosaved}`, 'current']
          : draft
            ? [`Draft${autosaved}`, 'past']
            : ['Published earlier', 'past']
    return {
      id: String(entry.id),
      updatedAt: entry.updatedAt,
      status,
      tone,
      authorId: authorOf(entry),
      compareWith: live && entry !== live ? String(live.id) : undefined,
    }
  })
}
