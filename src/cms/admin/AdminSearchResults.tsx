import type { MouseEvent, ReactNode } from 'react'

import { STATUS_LABELS } from './adminSearchAnswer'
import type { OptionGroup } from './adminSearchOptions'

type ResultsProps = {
  id: string
  groups: readonly OptionGroup[]
  active: number
  optionId: (index: number) => string
  busy: boolean
  onActivate: (index: number) => void
  onNavigate: (url: string) => void
}

/**
 * One option: a link, so a middle click or ⌘-click still opens it in a new tab, but out of the
 * tab order (the field keeps focus and points at it with aria-activedescendant).
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
      className={`admin-search__option${selected ? ' admin-search__option--active' : ''}`}
      onMouseMove={selected ? undefined : onActivate}
      onClick={(event: MouseEvent) => {
        if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return
        event.preventDefault()
        onNavigate(url)
      }}
    >
      {children}
    </a>
  )
}

/** The results as a listbox: one group per collection under its name, each document with its status, then "Show all". */
export function AdminSearchResults({ id, groups, active, optionId, busy, onActivate, onNavigate }: ResultsProps) {
  return (
    <div id={id} role="listbox" aria-label="Results" aria-busy={busy} hidden={groups.length === 0} className="admin-search__results">
      {groups.map(({ group, options }) => {
        const labelId = `${id}-${group.collection}`
        return (
          <div key={group.collection} role="group" aria-labelledby={labelId} className="admin-search__group">
            <div id={labelId} className="admin-search__group-label">
              {group.label}
            </div>
            {options.map((option) => (
              <Option
                key={option.index}
                id={optionId(option.index)}
                url={option.url}
                selected={option.index === active}
                onActivate={() => onActivate(option.index)}
                onNavigate={onNavigate}
              >
                {option.kind === 'result' ? (
                  <>
                    <span className="admin-search__option-title">{option.result.title}</span>
                    {option.result.status ? (
                      <span className={`admin-search__badge admin-search__badge--${option.result.status}`}>
                        <span className="admin-search__sr-only">, </span>
                        {STATUS_LABELS[option.result.status]}
                      </span>
                    ) : null}
                    {option.result.detail ? (
                      <span className="admin-search__option-detail">
                        <span className="admin-search__sr-only">, </span>
                        {option.result.detail}
                      </span>
                    ) : null}
                  </>
                ) : (
                  <span className="admin-search__more">Show all matches in {group.label}</span>
                )}
              </Option>
            ))}
          </div>
        )
      })}
    </div>
  )
}
