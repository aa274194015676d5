import { fieldSchemasToFormState } from '@payloadcms/ui/forms/fieldSchemasToFormState'
import { createLocalReq, ValidationError, type Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'

import type { CallToActionBlock, FaqBlock, Page, User } from '@/cms/payload-types'

import { bootPayload, type Booted } from './helpers/bootPayload'
import { onPostgres } from './helpers/postgres'

// Outside a Next server there is no data cache: reads go straight through.
vi.mock('next/cache', async (importOriginal) => ({
  ...(await importOriginal<typeof import('next/cache')>()),
  unstable_cache: <T>(fn: T) => fn,
  revalidateTag: vi.fn(),
}))

let booted: Booted
let payload: Payload
let editor: User

beforeAll(async () => {
  booted = await bootPayload()
  payload = booted.payload
  editor = await payload.create({
    collection: 'users',
    data: { email: 'anchors-editor@cipherwell.test', password: 'a long test password', roles: ['editor'] },
  })
})
afterAll(async () => {
  await booted?.shutdown()
})

const asEditor = () => ({ overrideAccess: false, user: editor })

const faq = (heading: string, anchor?: string): FaqBlock => ({
  blockType: 'faq',
  heading,
  items: [{ question: 'When?', answer: 'In May.' }],
  ...(anchor === undefined ? {} : { anchor }),
})

const cta = (primary: CallToActionBlock['primary']): CallToActionBlock => ({
  blockType: 'cta',
  heading: 'Join us',
  primary,
})

const publish = (path: string, layout: Page['layout']) =>
  payload.create({
    collection: 'pages',
    data: {
      title: `Page ${path}`,
      path,
      description: 'Made by the anchors test.',
      header: 'dark',
      layout,
      _status: 'published',
    },
    ...asEditor(),
  })

/** The field errors of a refused save, by path. */
async function fieldErrors(write: Promise<unknown>): Promise<Record<string, string>> {
  const error = await write.then(
    () => null,
    (caught: unknown) => caught,
  )
  if (!(error instanceof ValidationError)) throw new Error(`expected a ValidationError, got ${String(error)}`)
  return Object.fromEntries(error.data.errors.map(({ path, message }) => [path, message]))
}

/**
 * The admin's form state for `data`, built on the server as each form-state refresh of a
 * submitted form builds it (Payload's buildFormState, less the rendering of field components).
 */
async function formState(data: Record<string, unknown>) {
  const req = await createLocalReq({ user: { ...editor, collection: 'users' } }, payload)
  return fieldSchemasToFormState({
    collectionSlug: 'pages',
    data,
    fields: payload.collections.pages.config.fields,
    // Only the rendering of field components, left out here, reads the schema map.
    fieldSchemaMap: new Map(),
    operation: 'create',
    // Every field readable, as for an editor: with none, the state would hold no fields.
    permissions: true,
    preferences: { fields: {} },
    renderAllFields: false,
    req,
    schemaPath: 'pages',
    skipValidation: false,
  })
}

describe(`block anchors on ${onPostgres ? 'PostgreSQL' : 'SQLite'}`, () => {
  it('gives a block the anchor its heading makes, kept from the publish on', async () => {
    const page = await publish('/anchors-summit', [faq('Register for the Summit'), faq('Register for the Summit')])
    expect(page.layout?.map((block) => block.anchor)).toEqual(['register-for-the-summit', 'register-for-the-summit-2'])

    // A later heading leaves the published anchor where links found it.
    const layout = page.layout!.map((block, index) => (index === 0 ? { ...block, heading: 'Sign up now' } : block))
    const renamed = await payload.update({
      collection: 'pages',
      id: page.id,
      data: { layout, _status: 'published' },
      ...asEditor(),
    })
    expect(renamed.layout?.[0]?.anchor).toBe('register-for-the-summit')
  })

  it('keeps no anchor on a draft’s save, whose heading may be half typed', async () => {
    const page = await payload.create({
      collection: 'pages',
      data: { title: 'Draft', path: '/anchors-draft', description: 'Draft.', header: 'dark', layout: [faq('Regis')] },
      draft: true,
      ...asEditor(),
    })
    expect(page.layout?.[0]?.anchor ?? null).toBeNull()
  })

  it('refuses an anchor two blocks of one page share, at the field, saying what to do', async () => {
    const errors = await fieldErrors(publish('/anchors-twice', [faq('Plans', 'pricing'), faq('More plans', 'pricing')]))
    expect(errors['layout.1.anchor']).toBe(
      'Block 1 (“Plans”) on this page has the anchor pricing too. Anchors must differ on a page: change one of them.',
    )
    expect(errors['layout.0.anchor']).toMatch(/^Block 2 \(“More plans”\) on this page has the anchor pricing too\./)
  })

  it('marks the duplicate in the admin’s form state, before any save', async () => {
    const layout = [
      { id: 'row-a', ...faq('Plans', 'pricing') },
      { id: 'row-b', ...faq('More plans', 'pricing') },
    ]
    const state = await formState({
      title: 'Form',
      path: '/anchors-form',
      description: 'Form.',
      header: 'dark',
      layout,
    })
    expect(state['layout.1.anchor']?.valid).toBe(false)
    expect(state['layout.1.anchor']?.errorMessage).toMatch(
      /^Block 1 \(“Plans”\) on this page has the anchor pricing too\./,
    )
  })

  it('refuses a link to an anchor the page does not have, at the link field, and takes one it has', async () => {
    await publish('/anchors-events', [faq('Spring summit'), faq('Sign up', 'register')])
    const errors = await fieldErrors(
      publish('/anchors-missing', [cta({ label: 'Go', type: 'custom', href: '/anchors-events#missing' })]),
    )
    expect(errors['layout.0.primary.href']).toBe(
      'The page /anchors-events has no block with the anchor missing. Choose one it has (spring-summit, register), or give the block you mean that anchor on /anchors-events first.',
    )

    const page = await publish('/anchors-existing', [
      cta({ label: 'Go', type: 'custom', href: '/anchors-events#register' }),
    ])
    expect((page.layout?.[0] as CallToActionBlock).primary?.href).toBe('/anchors-events#register')

    const state = await formState({
      title: 'Form',
      path: '/anchors-form-link',
      description: 'Form.',
      header: 'dark',
      layout: [{ id: 'row-c', ...cta({ label: 'Go', type: 'custom', href: '/anchors-events#missing' }) }],
    })
    expect(state['layout.0.primary.href']?.errorMessage).toMatch(
      /^The page \/anchors-events has no block with the anchor missing\./,
    )
  })

  it('takes #anchor for a block of the same page, and refuses it elsewhere', async () => {
    const page = await publish('/anchors-same-page', [
      cta({ label: 'Register', type: 'custom', href: '#questions' }),
      faq('Questions'),
    ])
    expect((page.layout?.[0] as CallToActionBlock).primary?.href).toBe('#questions')
    const errors = await fieldErrors(
      publish('/anchors-same-missing', [cta({ label: 'Register', type: 'custom', href: '#register' })]),
    )
    expect(errors['layout.0.primary.href']).toMatch(/^No block on this page has the anchor register\./)

    const banner = await payload
      .updateGlobal({
        slug: 'banner',
        data: { enabled: true, text: 'Hi', link: { type: 'custom', href: '#register' }, _status: 'published' },
        ...asEditor(),
      })
      .then(
        () => null,
        (caught: unknown) => caught,
      )
    expect(banner).toBeInstanceOf(ValidationError)
    expect((banner as ValidationError).data.errors[0]?.message).toMatch(
      /^An anchor alone only works in a page’s blocks\./,
    )
  })

  it('leads a reference with an anchor to that block, at the page’s current address', async () => {
    const target = await publish('/anchors-target', [faq('Sign up', 'register')])
    const referrer = await publish('/anchors-referrer', [
      cta({
        label: 'Register',
        type: 'reference',
        reference: { relationTo: 'pages', value: target.id },
        anchor: 'register',
      }),
    ])
    expect((referrer.layout?.[0] as CallToActionBlock).primary?.href).toBe('/anchors-target#register')

    await payload.update({
      collection: 'pages',
      id: target.id,
      data: { path: '/anchors-target-moved', _status: 'published' },
      ...asEditor(),
    })
    const read = await payload.findByID({ collection: 'pages', id: referrer.id, depth: 0 })
    expect((read.layout?.[0] as CallToActionBlock).primary?.href).toBe('/anchors-target-moved#register')

    const errors = await fieldErrors(
      publish('/anchors-referrer-missing', [
        cta({
          label: 'Register',
          type: 'reference',
          reference: { relationTo: 'pages', value: target.id },
          anchor: 'nope',
        }),
      ]),
    )
    expect(errors['layout.0.primary.anchor']).toMatch(
      /^The page \/anchors-target-moved has no block with the anchor nope\./,
    )
  })
})
