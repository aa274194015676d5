import type { Payload, SanitizedConfig } from 'payload'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'

import type { Lead, User } from '@/cms/payload-types'

import { loginToken, rest, type ApiAnswer } from './helpers/apiRoutes'
import { bootLeads } from './helpers/bootLeads'
import { type Booted } from './helpers/bootPayload'

// Outside a Next server revalidateTag throws and the hook would POST to a server on PORT.
vi.mock('next/cache', async (importOriginal) => ({
  ...(await importOriginal<typeof import('next/cache')>()),
  revalidateTag: () => undefined,
}))

// A throwaway DATA_DIR until bootPayload sets the real one (see helpers/bootLeads.ts).
vi.hoisted(() => {
  process.env.DATA_DIR = '/tmp/cw-lead-tests-unbooted'
})

/*
 * Pentest 33, finding 9: a lead updated with `owner: 99999` (no such user) was a 500, the
 * database's foreign key refusing it. The same held for every relationship and upload field;
 * each is now a 400 naming the field (src/cms/fields/relationTargetsExist.ts).
 */

const PASSWORD = 'a long test password'
const MISSING = 99999

let booted: Booted
let payload: Payload
let config: SanitizedConfig
let users: Record<'editor' | 'sales', User>
let tokens: Record<'editor' | 'sales', string>
let lead: Lead

beforeAll(async () => {
  Object.assign(process.env, { CRM_ADAPTER: 'none' })
  booted = await bootLeads()
  payload = booted.payload
  config = payload.config
  const make = async (role: 'editor' | 'sales') => {
    const email = `${role}@cipherwell.test`
    return [await payload.create({ collection: 'users', data: { email, password: PASSWORD, roles: [role] } }), await loginToken(payload, email, PASSWORD)] as const
  }
  const [editor, sales] = [await make('editor'), await make('sales')]
  users = { editor: editor[0], sales: sales[0] }
  tokens = { editor: editor[1], sales: sales[1] }
  const { storeLead } = await import('@/features/leads/storeLead')
  const { id } = await storeLead(payload, 'demo-requests', { email: 'ada@example.com', attribution: {} })
  lead = (await payload.find({ collection: 'leads', where: { demoRequest: { equals: id } }, depth: 0 })).docs[0]!
})
afterAll(async () => {
  await booted?.shutdown()
})

/** The field errors of a 400 answer, as the admin reads them to mark each field. */
const fieldErrors = (answer: ApiAnswer) => (answer.body.errors as { data?: { errors?: unknown } }[] | undefined)?.[0]?.data?.errors

describe('a relationship to a document that does not exist is a 400 at its field, not a 500', () => {
  it('a lead’s owner, set by sales staff; the lead is left as it was', async () => {
    for (const owner of [MISSING, 'abc']) {
      const answer = await rest(config, 'PATCH', `/leads/${lead.id}`, { token: tokens.sales, json: { owner, nextStep: 'Call back.' } })
      expect(answer.status, String(owner)).toBe(400)
      expect(fieldErrors(answer)).toEqual([{ path: 'owner', message: `There is no User with the id ${owner}.` }])
    }
    expect(await payload.findByID({ collection: 'leads', id: lead.id, depth: 0 })).toMatchObject({ owner: null, nextStep: null })
  })

  it('an upload on a document without drafts, and one on a draft, whose validation Payload skips', async () => {
    const author = await rest(config, 'POST', '/authors', { token: tokens.editor, json: { name: 'Ada', avatar: MISSING } })
    expect(author.status).toBe(400)
    expect(fieldErrors(author)).toEqual([{ path: 'avatar', message: `There is no Media with the id ${MISSING}.` }])
    const draft = await rest(config, 'POST', '/posts?draft=true', { token: tokens.editor, json: { title: 'Draft', coverImage: MISSING } })
    expect(draft.status).toBe(400)
    expect(fieldErrors(draft)).toEqual([{ path: 'coverImage', message: `There is no Media with the id ${MISSING}.` }])
  })

  it('one id among several, and a link nested in a global’s rows that may point at several collections', async () => {
    const category = await payload.create({ collection: 'categories', data: { title: 'Research', slug: 'research' }, context: { disableRevalidate: true } })
    const post = await rest(config, 'POST', '/posts?draft=true', { token: tokens.editor, json: { title: 'Draft', categories: [category.id, MISSING] } })
    expect(post.status).toBe(400)
    expect(fieldErrors(post)).toEqual([{ path: 'categories', message: `There is no Category with the id ${MISSING}.` }])
    const link = { type: 'reference', reference: { relationTo: 'pages', value: MISSING } }
    const footer = await rest(config, 'POST', '/globals/footer', { token: tokens.editor, json: { columns: [{ title: 'Company', links: [{ label: 'About', link }] }] } })
    expect(footer.status).toBe(400)
    expect(fieldErrors(footer)).toEqual([{ path: 'columns.0.links.0.link.reference', message: `There is no Page with the id ${MISSING}.` }])
  })

  it('still saves a relationship to a document that exists', async () => {
    const answer = await rest(config, 'PATCH', `/leads/${lead.id}`, { token: tokens.sales, json: { owner: users.sales.id } })
    expect(answer.status).toBe(200)
    expect(await payload.findByID({ collection: 'leads', id: lead.id, depth: 0 })).toMatchObject({ owner: users.sales.id })
  })
})
