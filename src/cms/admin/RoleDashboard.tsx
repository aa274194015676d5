import type { Payload, TypedUser } from 'payload'

import { hasRole, type Role } from '../access/roles'
import { draftItems, newLeads, scheduledItems, type DashboardItem } from './dashboardItems'

const when = (iso: string) =>
  new Date(iso).toLocaleString('en-GB', {
    day: 'numeric',
    month: 'short',
    hour: '2-digit',
    minute: '2-digit',
    timeZone: 'UTC',
  }) + ' UTC'

function Section({ heading, empty, items }: { heading: string; empty: string; items: DashboardItem[] }) {
  return (
    <section className="role-dashboard__section">
      <h2>{heading}</h2>
      {items.length === 0 ? (
        <p className="role-dashboard__empty">{empty}</p>
      ) : (
        <ul>
          {items.map((item) => (
            <li key={`${item.href}-${item.at}`}>
              <a href={item.href}>{item.title}</a>
              <span>
                {item.detail} · {when(item.at)}
              </span>
            </li>
          ))}
        </ul>
      )}
    </section>
  )
}

/**
 * The top of the dashboard, by role: what an editor left unpublished, what is published but
 * has changes waiting, and what is scheduled; the newest leads for sales. Admins see all.
 */
export async function RoleDashboard({ payload, user }: { payload: Payload; user?: TypedUser | null }) {
  if (!user) return null
  const roles = user as { roles?: Role[] | null }
  const editing = hasRole(roles, 'admin', 'editor')
  const selling = hasRole(roles, 'admin', 'sales')
  const [drafts, scheduled, leads] = await Promise.all([
    editing ? draftItems(payload, user) : { unpublished: [], pending: [] },
    editing ? scheduledItems(payload, user) : [],
    selling ? newLeads(payload, user) : [],
  ])
  return (
    <div className="role-dashboard">
      {editing ? (
        <Section heading="Unpublished drafts" empty="No unpublished drafts." items={drafts.unpublished} />
      ) : null}
      {editing ? (
        <Section
          heading="Published, with pending changes"
          empty="No published document has pending changes."
          items={drafts.pending}
        />
      ) : null}
      {editing ? <Section heading="Scheduled" empty="Nothing is scheduled." items={scheduled} /> : null}
      {selling ? <Section heading="New leads" empty="No new leads in the inbox." items={leads} /> : null}
    </div>
  )
}
