import type { ClientConfig } from 'payload'
import { defaultTimezones } from 'payload/shared'
import { describe, expect, it } from 'vitest'

import { timezoneLabel, withEditorTimezone } from '@/cms/admin/editorTimezone'
import { versionRows, type VersionSummary } from '@/cms/admin/versionRows'

/** Versions newest first, as the history reads them. */
const version = (id: number, status: 'draft' | 'published', by?: number, autosave = false): VersionSummary => ({
  id,
  updatedAt: new Date(Date.UTC(2026, 10, id)).toISOString(),
  autosave,
  version: { _status: status, updatedBy: by ?? null },
})

describe('the version history (VersionHistory.tsx)', () => {
  it('opens each version compared with the published one, and the published one with the version before it', () => {
    const rows = versionRows(
      [version(4, 'draft', 7, true), version(3, 'draft', 8), version(2, 'published', 7), version(1, 'draft')],
      true,
    )
    expect(
      rows.map(({ id, status, tone, authorId, compareWith }) => ({ id, status, tone, authorId, compareWith })),
    ).toEqual([
      { id: '4', status: 'Current draft (autosaved)', tone: 'current', authorId: '7', compareWith: '2' },
      { id: '3', status: 'Draft', tone: 'past', authorId: '8', compareWith: '2' },
      { id: '2', status: 'Published: the site shows this', tone: 'live', authorId: '7', compareWith: undefined },
      { id: '1', status: 'Draft', tone: 'past', authorId: undefined, compareWith: '2' },
    ])
  })

  it('names the newest published version live only while the document is published', () => {
    const history = [version(3, 'draft', 7), version(2, 'published', 7), version(1, 'published', 7)]
    expect(versionRows(history, true).map((row) => row.status)).toEqual([
      'Current draft',
      'Published: the site shows this',
      'Published earlier',
    ])
    // Unpublished since: nothing is live, so each version opens against the one before it.
    const unpublished = versionRows(history, false)
    expect(unpublished.map((row) => row.status)).toEqual(['Current draft', 'Published earlier', 'Published earlier'])
    expect(unpublished.every((row) => row.compareWith === undefined)).toBe(true)
  })

  it('calls the newest version of a collection without drafts (the sales inbox) the current one', () => {
    const saves = [version(2, 'draft', 7), version(1, 'draft', 8)].map((entry) => ({
      ...entry,
      version: { updatedBy: entry.version.updatedBy },
    }))
    expect(
      versionRows(saves, true, { drafts: false }).map(({ status, compareWith }) => ({ status, compareWith })),
    ).toEqual([
      { status: 'Current version', compareWith: undefined },
      { status: 'Earlier version', compareWith: undefined },
    ])
  })

  it('reads the author from an id or a populated user', () => {
    const populated = { ...version(1, 'published'), version: { _status: 'published' as const, updatedBy: { id: 9 } } }
    expect(versionRows([populated], true)[0]?.authorId).toBe('9')
  })
})

describe('the scheduler’s time zone (PublishButton.client.tsx)', () => {
  const config = { admin: { timezones: { supportedTimezones: defaultTimezones } } } as unknown as ClientConfig

  it('starts on the editor’s own zone, one of Payload’s list', () => {
    const zoned = withEditorTimezone(config, 'Europe/London')
    expect(zoned.admin.timezones.defaultTimezone).toBe('Europe/London')
    expect(zoned.admin.timezones.supportedTimezones).toBe(defaultTimezones)
    expect(config.admin.timezones.defaultTimezone).toBeUndefined()
  })

  it('adds a zone Payload does not list, so the picker can show it selected', () => {
    expect(defaultTimezones.some((zone) => zone.value === 'Europe/Dublin')).toBe(false)
    const zoned = withEditorTimezone(config, 'Europe/Dublin')
    expect(zoned.admin.timezones.defaultTimezone).toBe('Europe/Dublin')
    expect(zoned.admin.timezones.supportedTimezones.at(-1)).toEqual({
      value: 'Europe/Dublin',
      label: timezoneLabel('Europe/Dublin'),
    })
  })

  it('labels a zone with its offset at the time', () => {
    expect(timezoneLabel('Asia/Kolkata')).toBe('(UTC+05:30) Asia/Kolkata')
    expect(timezoneLabel('Europe/Dublin', new Date('2026-01-15T12:00:00Z'))).toBe('(UTC+00:00) Europe/Dublin')
    expect(timezoneLabel('Europe/Dublin', new Date('2026-07-15T12:00:00Z'))).toBe('(UTC+01:00) Europe/Dublin')
  })
})
