import type { CollectionSlug, Payload, TypedUser } from 'payload'

import { hasRole, type Role } from '../access/roles'
import { documentTitle, singularLabel } from '../collectionLabels'
import { FORMS } from '../collections/leads/inboxRow'

/** Content whose drafts an editor picks up again: the collections with live preview first. */
const DRAFTED: CollectionSlug[] = ['pages', 'posts', 'changelog', 'webinars', 'papers', 'press', 'customers', 'jobs', 'legal']
const SHOWN = 6

type Item = { href: string; title: string; detail: string; at: string }
type Doc = Record<string, unknown> & { id: number | string }

const when = (iso: string) =>
  new Date(iso).toLocaleString('en-GB', { day: 'numeric', month: 'short', hour: '2-digit', minute: '2-digit', timeZone: 'UTC' }) +
  ' UTC'

const configOf = (payload: Payload, slug: string) => payload.collections[slug as CollectionSlug]?.config
const label = (payload: Payload, slug: string) => {
  const config = configOf(payload, slug)
  return (config && singularLabel(config)) ?? slug
}

/**
 * The newest documents across `collections`, newest first, as this user may read them: each
 * links to its edit view and shows its title and its collection.
 */
async function newestAcross(
  payload: Payload,
  user: TypedUser,
  collections: readonly CollectionSlug[],
  { sort, draft = false }: { sort: 'updatedAt' | 'createdAt'; draft?: boolean },
): Promise<Item[]> {
  const found = await Promise.all(
    collections.map(async (slug) => {
      const { docs } = await payload.find({
        collection: slug,
        draft,
        ...(draft ? { where: { _status: { equals: 'draft' } } } : {}),
        sort: `-${sort}`,
        limit: SHOWN,
        depth: 0,
        overrideAccess: false,
        user,
      })
      const config = configOf(payload, slug)
      return (docs as unknown as Doc[]).map((doc) => ({
        href: `/admin/collections/${slug}/${doc.id}`,
        title: (config && documentTitle(config, doc)) ?? String(doc.id),
        detail: label(payload, slug),
        at: String(doc[sort]),
      }))
    }),
  )
  return found.flat().sort((a, b) => b.at.localeCompare(a.at)).slice(0, SHOWN)
}

/** The sales inbox's leads nobody has taken up yet (status new), newest first, as this user may read them. */
async function newLeads(payload: Payload, user: TypedUser): Promise<Item[]> {
  const { docs } = await payload.find({
    collection: 'leads',
    where: { status: { equals: 'new' } },
    sort: '-createdAt',
    limit: SHOWN,
    depth: 0,
    overrideAccess: false,
    user,
  })
  return docs.map((lead) => ({
    href: `/admin/collections/leads/${lead.id}`,
    title: lead.email,
    detail: [FORMS.find((form) => form.value === lead.form)?.label, lead.name].filter(Boolean).join(' · '),
    at: lead.createdAt,
  }))
}

/** Publishes and unpublishes queued for later, soonest first (the queue itself is for admins only). */
async function scheduled(payload: Payload): Promise<Item[]> {
  const { docs } = await payload.find({
    collection: 'payload-jobs',
    where: { and: [{ taskSlug: { equals: 'schedulePublish' } }, { completedAt: { exists: false } }, { hasError: { not_equals: true } }] },
    sort: 'waitUntil',
    limit: SHOWN,
    depth: 0,
    overrideAccess: true,
  })
  return docs.map((job) => {
    const input = (job.input ?? {}) as { type?: string; doc?: { relationTo?: string; value?: unknown }; global?: string }
    const target = input.doc?.relationTo
      ? `/admin/collections/${input.doc.relationTo}/${String(input.doc.value)}`
      : `/admin/globals/${input.global ?? ''}`
    return {
      href: target,
      title: input.doc?.relationTo ? `${label(payload, input.doc.relationTo)} #${String(input.doc.value)}` : String(input.global),
      detail: input.type === 'unpublish' ? 'Unpublish' : 'Publish',
      at: String(job.waitUntil ?? job.createdAt),
    }
  })
}

function Section({ heading, empty, items }: { heading: string; empty: string; items: Item[] }) {
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
 * The top of the dashboard, by role: what an editor left unpublished and what is scheduled,
 * and the newest leads for sales. Admins see both.
 */
export async function RoleDashboard({ payload, user }: { payload: Payload; user?: TypedUser | null }) {
  if (!user) return null
  const roles = user as { roles?: Role[] | null }
  const editing = hasRole(roles, 'admin', 'editor')
  const selling = hasRole(roles, 'admin', 'sales')
  const [draftItems, scheduledItems, leadItems] = await Promise.all([
    // Documents whose newest version is an unpublished draft; the inbox's new leads.
    editing ? newestAcross(payload, user, DRAFTED, { sort: 'updatedAt', draft: true }) : [],
    editing ? scheduled(payload) : [],
    selling ? newLeads(payload, user) : [],
  ])
  return (
    <div className="role-dashboard">
      {editing ? <Section heading="Unpublished drafts" empty="No unpublished drafts." items={draftItems} /> : null}
      {editing ? <Section heading="Scheduled" empty="Nothing is scheduled." items={scheduledItems} /> : null}
      {selling ? <Section heading="New leads" empty="No new leads in the inbox." items={leadItems} /> : null}
    </div>
  )
}
