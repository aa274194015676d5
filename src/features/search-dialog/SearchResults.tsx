import type { MouseEvent, ReactNode } from 'react'

import type { ResultGroup } from './groupResults'
import { Highlighted } from '@/ui/Highlighted'
import { SearchIcon } from './SearchIcon'

export type SearchResultsProps = {
  id: string
  groups: readonly ResultGroup[]
  /** The "See all results" option's target and its place after the results; null: no such option. */
  seeAll: { url: string; index: number; query: string } | null
  active: number
  optionId: (index: number) => string
  busy: boolean
  onActivate: (index: number) => void
  onNavigate: (url: string) => void
}

/**
 * One option: a link, so a middle click or ⌘-click still opens it in a new tab, but out of the
 * tab order (the input keeps focus and points at it with aria-activedescendant).
 */
function Option({
  id,
  url,
  selected,
  onActivate,
  onNavigate,
  children,
}: {
  id: string
  url: string
  selected: boolean
  onActivate: () => void
  onNavigate: (url: string) => void
  children: ReactNode
}) {
  return (
    <a
      id={id}
      role="option"
      aria-selected={selected}
      href={url}
      tabIndex={-1}
      className={`flex scroll-my-2 items-start gap-3 rounded-lg px-3 py-2.5 outline-none ${selected ? 'bg-slate-100' : ''}`}
      onMouseMove={selected ? undefined : onActivate}
      onClick={(event: MouseEvent) => {
        if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return
        event.preventDefault()
        onNavigate(url)
      }}
    >
      {children}
      <span aria-hidden="true" className={`ml-auto hidden self-center text-xs text-slate-500 sm:block ${selected ? '' : 'invisible'}`}>
        ↵
      </span>
    </a>
  )
}

/** The results as a listbox: one group per type under its label, then "See all results". */
export function SearchResults({ id, groups, seeAll, active, optionId, busy, onActivate, onNavigate }: SearchResultsProps) {
  return (
    <div id={id} role="listbox" aria-label="Search results" aria-busy={busy} hidden={!seeAll} className="p-2">
      {groups.map((group) => (
        <div key={group.type} role="group" aria-labelledby={`${id}-${group.type}`} className="pb-1">
          <div id={`${id}-${group.type}`} aria-hidden="true" className="px-3 pb-1 pt-2 text-xs font-semibold text-slate-500">
            {group.label}
          </div>
          {group.options.map(({ hit, index }) => (
            <Option
              key={index}
              id={optionId(index)}
              url={hit.url}
              selected={index === active}
              onActivate={() => onActivate(index)}
              onNavigate={onNavigate}
            >
              <span className="min-w-0 flex-1">
                <span className="block truncate text-sm font-medium text-slate-900">{hit.title}</span>
                {hit.excerpt.length > 0 ? (
                  <span className="mt-0.5 line-clamp-2 text-sm text-slate-600">
                    <Highlighted segments={hit.excerpt} />
                  </span>
                ) : null}
              </span>
            </Option>
          ))}
        </div>
      ))}
      {seeAll ? (
        <div className="mt-1 border-t border-slate-200 pt-1">
          <Option
            id={optionId(seeAll.index)}
            url={seeAll.url}
            selected={seeAll.index === active}
            onActivate={() => onActivate(seeAll.index)}
            onNavigate={onNavigate}
          >
            <SearchIcon className="mt-0.5 size-4 flex-none text-slate-500" />
            <span className="min-w-0 flex-1 truncate text-sm font-medium text-slate-900">
              See all results for “{seeAll.query}”
            </span>
          </Option>
        </div>
      ) : null}
    </div>
  )
}
