'use client'

import { SearchIcon } from '@payloadcms/ui'
import { useEffect, useId, useMemo, useState, type KeyboardEvent } from 'react'

import type { AdminSearchAnswer } from './adminSearchAnswer'
import { moveActive, optionGroups, resultsSummary } from './adminSearchOptions'
import { ADMIN_SEARCH_MAX_CHARS, ADMIN_SEARCH_MIN_CHARS } from './adminSearchQuery'
import { AdminSearchResults } from './AdminSearchResults'
import { useAdminSearch, type AdminSearchState } from './useAdminSearch'

/** The answer on screen: the new one, or while the next is asked for, the last. */
const shownAnswer = (search: AdminSearchState): AdminSearchAnswer | null =>
  search.status === 'loading' ? search.shown : search.status === 'done' && search.outcome.kind === 'answer' ? search.outcome.answer : null

/** What the live region says: the outcome once it is in; "Searching…" only while nothing is listed yet. */
function statusText(search: AdminSearchState, query: string): string {
  if (search.status === 'idle') return query.trim() ? `Type at least ${ADMIN_SEARCH_MIN_CHARS} characters.` : ''
  if (search.status === 'loading') return search.shown ? '' : 'Searching…'
  return search.outcome.kind === 'answer' ? resultsSummary(search.outcome.answer) : search.outcome.message
}

/**
 * The WAI-ARIA combobox of the admin search: focus stays in the field, which points at the
 * active option (aria-activedescendant) of the listbox it controls. ↑ and ↓ move (wrapping),
 * Enter opens the active option; Escape closes the dialog (the native dialog's own key).
 */
export function AdminSearchCombobox({
  url,
  titleId,
  onNavigate,
  onClose,
}: {
  url: string
  titleId: string
  onNavigate: (url: string) => void
  onClose: () => void
}) {
  const id = useId()
  const [query, setQuery] = useState('')
  const search = useAdminSearch(url, query)
  const answer = shownAnswer(search)
  const groups = useMemo(() => optionGroups(answer), [answer])
  const options = useMemo(() => groups.flatMap((group) => group.options), [groups])

  // The active option belongs to one answer: a new answer starts again from its first option.
  const [activeIn, setActiveIn] = useState<{ answer: AdminSearchAnswer | null; index: number }>({ answer: null, index: 0 })
  const active = activeIn.answer === answer ? activeIn.index : 0
  const setActive = (index: number) => setActiveIn({ answer, index })

  const listboxId = `${id}-listbox`
  const optionId = (index: number) => `${id}-option-${index}`
  const expanded = options.length > 0
  const activeId = expanded ? optionId(active) : undefined

  useEffect(() => {
    if (activeId) document.getElementById(activeId)?.scrollIntoView({ block: 'nearest' })
  }, [activeId])

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.nativeEvent.isComposing) return
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault()
      if (expanded) setActive(moveActive(active, event.key === 'ArrowDown' ? 1 : -1, options.length))
    } else if (event.key === 'Enter') {
      event.preventDefault()
      const option = expanded ? options[active] : undefined
      if (option) onNavigate(option.url)
    }
  }

  return (
    <div className="admin-search__panel">
      <h2 id={titleId} className="admin-search__title">
        Search the admin
      </h2>
      <div className="admin-search__field">
        <SearchIcon />
        <input
          type="text"
          role="combobox"
          aria-label="Search every collection"
          aria-autocomplete="list"
          aria-expanded={expanded}
          aria-controls={listboxId}
          aria-activedescendant={activeId}
          autoComplete="off"
          autoCorrect="off"
          autoCapitalize="off"
          spellCheck={false}
          enterKeyHint="search"
          // The endpoint refuses longer queries (400); the field stops there instead.
          maxLength={ADMIN_SEARCH_MAX_CHARS}
          placeholder="Titles, names, emails, file names, published text…"
          value={query}
          onChange={(event) => setQuery(event.target.value)}
          onKeyDown={onKeyDown}
          className="admin-search__input"
        />
        <button type="button" className="admin-search__close" onClick={onClose}>
          Close
        </button>
      </div>
      {/*
       * Focus stays in the field and the options are out of the tab order, so the results take a
       * tab stop of their own while listed: a list longer than the panel can be scrolled too.
       */}
      <div tabIndex={expanded ? 0 : undefined} className="admin-search__scroller">
        <AdminSearchResults
          id={listboxId}
          groups={groups}
          active={active}
          optionId={optionId}
          busy={search.status === 'loading'}
          onActivate={setActive}
          onNavigate={onNavigate}
        />
        <p role="status" className="admin-search__message">
          {statusText(search, query)}
        </p>
      </div>
      <p className="admin-search__hint">
        <kbd>↑</kbd> <kbd>↓</kbd> to choose, <kbd>Enter</kbd> to open, <kbd>Esc</kbd> to close. Searches titles, names, emails and file
        names in every collection you can open, drafts included, and the words of published pages and posts.
      </p>
    </div>
  )
}
