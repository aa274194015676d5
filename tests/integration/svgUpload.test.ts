import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'

import { loginToken, rest, type Upload } from './helpers/apiRoutes'
import { bootPayload, type Booted } from './helpers/bootPayload'

// Outside a Next server revalidateTag throws and the hook would POST to a server on PORT.
vi.mock('next/cache', async (importOriginal) => ({
  ...(await importOriginal<typeof import('next/cache')>()),
  revalidateTag: () => undefined,
}))

/*
 * Pentest 33, finding 8: an SVG behind 80 spaces, holding an external <image href>, a url()
 * and an <a href> to another origin, was accepted and served (Payload's own check refuses
 * scripts only). Uploaded here as an editor does, through Payload's REST route.
 */

const PASSWORD = 'a long test password'
const drawing = (body: string) => `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10">${body}</svg>`
const EXTERNAL =
  '<image href="https://evil.example/track.png" width="10" height="10"/>' +
  '<rect width="10" height="10" fill="url(https://evil.example/a.svg#g)"/>' +
  '<a href="https://evil.example/"><rect width="1" height="1"/></a>'

let booted: Booted
let payload: Payload
let editor: string

beforeAll(async () => {
  booted = await bootPayload()
  payload = booted.payload
  await payload.create({ collection: 'users', data: { email: 'editor@cipherwell.test', password: PASSWORD, roles: ['editor'] } })
  editor = await loginToken(payload, 'editor@cipherwell.test', PASSWORD)
})
afterAll(async () => {
  await booted?.shutdown()
})

const upload = (file: Upload) => rest(payload.config, 'POST', '/media', { token: editor, json: { alt: 'Logo' }, file })
const svgFile = (text: string, name = 'logo.svg', type = 'image/svg+xml'): Upload => ({ name, type, data: Buffer.from(text) })
const stored = async () => (await payload.count({ collection: 'media' })).totalDocs

describe('an SVG is checked as a whole, whatever stands before its root', () => {
  it.each([
    ['80 spaces', svgFile(' '.repeat(80) + drawing(EXTERNAL))],
    ['80 spaces, named and typed as a PNG', svgFile(' '.repeat(80) + drawing(EXTERNAL), 'logo.png', 'image/png')],
    ['a byte-order mark, 80 blank lines and a comment', svgFile(`\uFEFF${'\n'.repeat(80)}<!-- exported -->${drawing(EXTERNAL)}`)],
    ['80 spaces in UTF-16', { name: 'logo.svg', type: 'image/svg+xml', data: Buffer.from(' '.repeat(80) + drawing(EXTERNAL), 'utf16le') }],
  ])('refuses external references behind %s with 400, storing nothing', async (_, file) => {
    const before = await stored()
    const { status, body } = await upload(file)
    expect(status).toBe(400)
    expect(JSON.stringify(body)).toContain('This SVG cannot be uploaded: it contains')
    expect(await stored()).toBe(before)
  })

  it('still takes a plain drawing behind the same padding', async () => {
    const { status } = await upload(svgFile(' '.repeat(80) + drawing('<rect width="10" height="10" fill="#123"/>')))
    expect(status).toBe(201)
  })
})
