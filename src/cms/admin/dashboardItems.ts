import type { CollectionSlug, Payload, TypedUser } from 'payload'

import { documentTitle, singularLabel } from '../collectionLabels'
import { FORMS } from '../collections/leads/inboxRow'

/** Content whose drafts an editor picks up again: the collections with live preview first. */
export const DRAFTED: CollectionSlug[] = [
  'pages',
  'posts',
  'changelog',
  'webinars',
  'papers',
  'press',
  'customers',
  'jobs',
  'legal',
]
export const SHOWN = 6

/** One line of a dashboard box: a link to the document, what it is, and when. */
export type DashboardItem = { href: string; title: string; detail: string; at: string }
type Doc = Record<string, unknown> & { id: number | string }

const configOf = (payload: Payload, slug: string) => payload.collections[slug as CollectionSlug]?.config
const kindOf = (payload: Payload, slug: string) => {
  const config = configOf(payload, slug)
  return (config && singularLabel(config)) ?? slug
}
const newestFirst = (items: DashboardItem[]) => items.sort((a, b) => b.at.localeCompare(a.at)).slice(0, SHOWN)

/** Each document's title (its `useAsTitle`) by id, as its newest draft has it and as `user` may read it. */
async function titlesOf(payload: Payload, user: TypedUser, slug: CollectionSlug, ids: string[]) {
  const titleField = configOf(payload, slug)?.admin.useAsTitle
  if (ids.length === 0 || !titleField) return new Map<string, string>()
  const { docs } = await payload.find({
    collection: slug,
    draft: true,
    where: { id: { in: ids } },
    select: { [titleField]: true },
    limit: ids.length,
    depth: 0,
    overrideAccess: false,
    user,
  })
  const config = configOf(payload, slug)!
  return new Map(
    (docs as unknown as Doc[]).flatMap((doc) => {
      const title = documentTitle(config, doc)
      return title ? [[String(doc.id), title] as const] : []
    }),
  )
}

/**
 * The newest drafts across the content collections, as this user may read them, in two
 * lists: documents never published (or unpublished since), and published documents whose
 * newest version is a draft, so the site still shows the older, published one.
 *
 * Payload's `draft: true` reads each document's newest version, so a published page with
 * unpublished changes reads `_status: 'draft'` like a page never published; the document
 * itself (read without `draft`) still says `published` until the changes are published.
 */
export async function draftItems(
  payload: Payload,
  user: TypedUser,
): Promise<{ unpublished: DashboardItem[]; pending: DashboardItem[] }> {
  const found = await Promise.all(
    DRAFTED.map(async (slug) => {
      const config = configOf(payload, slug)
      const { docs } = await payload.find({
        collection: slug,
        draft: true,
        where: { _status: { equals: 'draft' } },
        sort: '-updatedAt',
        limit: SHOWN,
        depth: 0,
        overrideAccess: false,
        user,
      })
      const drafts = docs as unknown as Doc[]
      const live =
        drafts.length === 0
          ? []
          : (
              await payload.find({
                collection: slug,
                where: { and: [{ id: { in: drafts.map((doc) => doc.id) } }, { _status: { equals: 'published' } }] },
                select: { _status: true },
                limit: drafts.length,
                depth: 0,
                overrideAccess: false,
                user,
              })
            ).docs.map((doc) => String(doc.id))
      return drafts.map((doc) => ({
        published: live.includes(String(doc.id)),
        item: {
          href: `/admin/collections/${slug}/${doc.id}`,
          title: (config && documentTitle(config, doc)) ?? `${kindOf(payload, slug)} ${doc.id}`,
          detail: kindOf(payload, slug),
          at: String(doc.updatedAt),
        },
      }))
    }),
  )
  const all = found.flat()
  return {
    unpublished: newestFirst(all.filter((draft) => !draft.published).map((draft) => draft.item)),
    pending: newestFirst(all.filter((draft) => draft.published).map((draft) => draft.item)),
  }
}

/** The sales inbox's leads nobody has taken up yet (status new), newest first, as this user may read them. */
export async function newLeads(payload: Payload, user: TypedUser): Promise<DashboardItem[]> {
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

type ScheduleInput = { type?: string; doc?: { relationTo?: string; value?: unknown }; global?: string }

/**
 * Publishes and unpublishes queued for later, soonest first, each under its document's title
 * ("Pricing", "Header navigation") and what will happen to it ("Unpublish page"). The queue
 * itself is for admins only, so it is read with access overridden; the titles as `user`.
 */
export async function scheduledItems(payload: Payload, user: TypedUser): Promise<DashboardItem[]> {
  const { docs: jobs } = await payload.find({
    collection: 'payload-jobs',
    where: {
      and: [
        { taskSlug: { equals: 'schedulePublish' } },
        { completedAt: { exists: false } },
        { hasError: { not_equals: true } },
      ],
    },
    sort: 'waitUntil',
    limit: SHOWN,
    depth: 0,
    overrideAccess: true,
  })
  const inputs = jobs.map((job) => (job.input ?? {}) as ScheduleInput)
  const idsBySlug = new Map<CollectionSlug, string[]>()
  for (const { doc } of inputs) {
    if (!doc?.relationTo || !configOf(payload, doc.relationTo)) continue
    const slug = doc.relationTo as CollectionSlug
    idsBySlug.set(slug, [...(idsBySlug.get(slug) ?? []), String(doc.value)])
  }
  const titles = new Map(
    await Promise.all(
      [...idsBySlug].map(async ([slug, ids]) => [slug, await titlesOf(payload, user, slug, ids)] as const),
    ),
  )
  return jobs.map((job, index) => {
    const input = inputs[index]!
    const action = input.type === 'unpublish' ? 'Unpublish' : 'Publish'
    const at = String(job.waitUntil ?? job.createdAt)
    if (input.doc?.relationTo) {
      const slug = input.doc.relationTo
      const id = String(input.doc.value)
      const kind = kindOf(payload, slug)
      return {
        href: `/admin/collections/${slug}/${id}`,
        title: titles.get(slug as CollectionSlug)?.get(id) ?? `${kind} ${id}`,
        detail: `${action} ${kind.toLowerCase()}`,
        at,
      }
    }
    const global = payload.globals.config.find((config) => config.slug === input.global)
    return {
      href: `/admin/globals/${input.global ?? ''}`,
      title: (typeof global?.label === 'string' ? global.label : undefined) ?? String(input.global),
      detail: action,
      at,
    }
  })
}
