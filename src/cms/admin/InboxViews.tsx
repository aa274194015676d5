import type { BeforeListTableServerProps } from 'payload'

import { currentView, inboxViews, viewHref } from './inboxViews'

/**
 * The sales inbox's saved views, above its list: "New", "Mine, open", "All open" and
 * "Everything", each a link to the list with its filter; the one shown is marked.
 */
export function InboxViews({ user, searchParams, payload, collectionSlug }: BeforeListTableServerProps) {
  const views = inboxViews(user?.id)
  const shown = currentView(views, searchParams)
  const listUrl = `${payload.config.routes.admin}/collections/${collectionSlug}`
  return (
    <nav className="inbox-views" aria-label="Saved views">
      <span className="inbox-views__label">Views:</span>
      <ul>
        {views.map((view) => (
          <li key={view.label}>
            <a href={viewHref(listUrl, view)} aria-current={view === shown ? 'page' : undefined}>
              {view.label}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  )
}
