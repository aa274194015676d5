'use client'

import { useEffect, useId, useMemo, useState, type KeyboardEvent, type ReactNode } from 'react'

import { groupResults, moveActive } from './groupResults'
import { KeyHints } from './Kbd'
import { SEARCH_QUERY_MAX } from '@/lib/searchLimits'
import { searchPageUrl } from './searchAddresses'
import type { SearchAnswer } from './searchAnswer'
import { SearchIcon } from './SearchIcon'
import { SearchMessage, searchStatusText } from './SearchMessage'
import { SearchResults } from './SearchResults'
import { useSearch } from './useSearch'

const NO_HITS: never[] = []

/**
 * The WAI-ARIA combobox: focus stays in the input, which points at the active option
 * (aria-activedescendant) of the listbox it controls. ↑ and ↓ move (wrapping), Enter opens the
 * active option, or the search page when nothing is listed; Escape belongs to the dialog.
 */
export function SearchCombobox({ closeButton, onNavigate }: { closeButton: ReactNode; onNavigate: (url: string) => void }) {
  const id = useId()
  const [query, setQuery] = useState('')
  const search = useSearch(query)
  const answer: SearchAnswer | null = search.status === 'answer' ? search.answer : search.status === 'loading' ? search.shown : null
  const hits = answer?.results ?? NO_HITS
  const groups = useMemo(() => groupResults(hits), [hits])
  // In the order shown, which is not the rank order once grouped.
  const shownHits = useMemo(() => groups.flatMap((group) => group.options.map((option) => option.hit)), [groups])
  const seeAllQuery = search.status === 'idle' ? '' : search.query
  const seeAll = hits.length > 0 ? { url: searchPageUrl(seeAllQuery), index: hits.length, query: seeAllQuery } : null
  const count = seeAll ? hits.length + 1 : 0

  // The active option belongs to one answer: a new answer starts again from its first result.
  const [activeIn, setActiveIn] = useState<{ answer: SearchAnswer | null; index: number }>({ answer: null, index: 0 })
  const active = activeIn.answer === answer ? activeIn.index : 0
  const setActive = (index: number) => setActiveIn({ answer, index })

  const listboxId = `${id}-listbox`
  const optionId = (index: number) => `${id}-option-${index}`
  const expanded = count > 0
  const activeId = expanded ? optionId(active) : undefined

  useEffect(() => {
    if (activeId) document.getElementById(activeId)?.scrollIntoView({ block: 'nearest' })
  }, [activeId])

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.nativeEvent.isComposing) return
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault()
      if (expanded) setActive(moveActive(active, event.key === 'ArrowDown' ? 1 : -1, count))
    } else if (event.key === 'Enter') {
      event.preventDefault()
      if (expanded) onNavigate(shownHits[active]?.url ?? seeAll!.url)
      else if (query.trim()) onNavigate(searchPageUrl(query))
    }
  }

  return (
    <>
      <div className="flex flex-none items-center gap-3 border-b border-slate-200 pl-4 pr-3 sm:pl-5">
        <SearchIcon
          className={`size-5 flex-none ${search.status === 'loading' ? 'animate-pulse text-brand-600' : 'text-slate-500'}`}
        />
        <input
          data-autofocus
          type="text"
          role="combobox"
          aria-label="Search the site"
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
          maxLength={SEARCH_QUERY_MAX}
          placeholder="Search Cipherwell…"
          value={query}
          onChange={(event) => setQuery(event.target.value)}
          onKeyDown={onKeyDown}
          className="h-14 min-w-0 flex-1 bg-transparent text-base text-slate-900 outline-none placeholder:text-slate-500"
        />
        {closeButton}
      </div>
      {/*
       * Focus stays in the field and the options are out of the tab order, so the results take
       * a tab stop of their own while listed: the arrows keep the active option in view, and a
       * list longer than the panel can also be reached with Tab and scrolled.
       */}
      <div
        tabIndex={expanded ? 0 : undefined}
        className="min-h-0 flex-1 overflow-y-auto overscroll-contain outline-none focus-visible:ring-2 focus-visible:ring-inset focus-visible:ring-brand-600"
      >
        <SearchResults
          id={listboxId}
          groups={groups}
          seeAll={seeAll}
          active={active}
          optionId={optionId}
          busy={search.status === 'loading'}
          onActivate={setActive}
          onNavigate={onNavigate}
        />
        {expanded ? null : <SearchMessage state={search} onNavigate={onNavigate} />}
      </div>
      <div role="status" className="sr-only">
        {searchStatusText(search, hits.length)}
      </div>
      <KeyHints />
    </>
  )
}
