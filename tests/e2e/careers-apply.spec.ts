import { expect, test, type Locator, type Page } from '@playwright/test'

import { axeProblems } from './helpers/axe'

const CV = { name: 'cv.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4 test CV\n') }
// The spec's wording, with the accepted types by extension (react-dropzone's own lists MIME types).
const TYPE_MESSAGE = 'File type must be one of .pdf, .doc, .docx'
const CONFIRMATION = 'Thanks, Ada Lovelace. We have received your application and will reply within ten working days.'

type FakeFile = { name: string; type: string }

/** The first job's page: its path and the apply section's parts, once the lazy form has loaded. */
async function openApplication(page: Page) {
  await page.goto('/careers')
  const path = (await page.locator('main a[href^="/careers/"]').first().getAttribute('href')) ?? ''
  await page.goto(`${path}#apply`)
  const section = page.locator('section#apply')
  const form = section.locator('form')
  await expect(form).toBeVisible()
  return {
    slug: path.split('/').pop() ?? '',
    section,
    form,
    name: form.getByLabel('Name', { exact: true }),
    email: form.getByLabel('Email', { exact: true }),
    profile: form.getByLabel('Profile URL'),
    note: form.getByLabel('Cover note'),
    // The zone is named "CV" plus its prompt; the hidden file input, also a button, just "CV".
    zone: form.getByRole('button', { name: /^CV .+/ }),
    fileInput: form.locator('input[type="file"]'),
    rejections: form.locator('[role="alert"] li'),
    send: form.getByRole('button', { name: 'Send application' }),
  }
}

/**
 * Drag events the way a browser fires them when files are dragged in from the desktop,
 * which Playwright cannot do: a DataTransfer holding the files, dispatched on the zone.
 */
async function dispatchFiles(zone: Locator, type: 'dragenter' | 'dragleave' | 'drop', files: FakeFile[]) {
  await zone.evaluate(
    (element, { type, files }) => {
      const data = new DataTransfer()
      for (const file of files) data.items.add(new File(['%PDF-1.4 dropped'], file.name, { type: file.type }))
      element.dispatchEvent(new DragEvent(type, { bubbles: true, cancelable: true, dataTransfer: data }))
    },
    { type, files },
  )
}

/** react-dropzone reads files in promises; two frames later React has shown the outcome, if any. */
const settle = (page: Page) =>
  page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))))

test.describe('careers application', () => {
  test('each field shows its message, tied to the field', async ({ page }) => {
    const apply = await openApplication(page)
    await apply.send.click()
    await expect(apply.name).toHaveAccessibleDescription('Please enter your name')
    await expect(apply.name).toHaveAttribute('aria-invalid', 'true')
    await expect(apply.name).toBeFocused()
    await expect(apply.email).toHaveAccessibleDescription('Please enter a valid email address')
    await expect(apply.zone).toHaveAttribute('aria-invalid', 'true')
    await expect(apply.zone).toHaveAccessibleDescription(/Please attach your CV/)
    // The optional fields may stay empty.
    await expect(apply.profile).not.toHaveAttribute('aria-invalid')
    await expect(apply.note).not.toHaveAttribute('aria-invalid')

    await apply.profile.fill('linkedin.com/in/ada')
    await apply.note.fill('x'.repeat(5001))
    await apply.send.click()
    await expect(apply.profile).toHaveAccessibleDescription(/Please enter a valid URL \(https:\/\/…\)/)
    await expect(apply.note).toHaveAccessibleDescription(/Please enter at most 5000 characters/)

    // After a failed send, each message follows the typing.
    await apply.email.fill('ada@example.com')
    await expect(apply.email).not.toHaveAttribute('aria-invalid')
    await expect(apply.email).toHaveAccessibleDescription('')
  })

  test('a PDF is accepted; a PNG, a file over 10 MB, an empty file and a second file are rejected with react-dropzone’s messages', async ({
    page,
  }) => {
    const apply = await openApplication(page)
    await apply.fileInput.setInputFiles(CV)
    await expect(apply.zone).toContainText('Attached: cv.pdf')
    await expect(apply.rejections).toHaveCount(0)

    await apply.fileInput.setInputFiles({ name: 'photo.png', mimeType: 'image/png', buffer: Buffer.from('png') })
    await expect(apply.rejections).toHaveText([`photo.png: ${TYPE_MESSAGE}`])
    await expect(apply.zone).not.toContainText('Attached:')
    await expect(apply.zone).toHaveAttribute('aria-invalid', 'true')

    await apply.fileInput.setInputFiles({
      name: 'big.pdf',
      mimeType: 'application/pdf',
      buffer: Buffer.alloc(10 * 1024 * 1024 + 1),
    })
    await expect(apply.rejections).toHaveText(['big.pdf: File is larger than 10485760 bytes'])

    // react-dropzone 19 would say "1 byte"; the spec's words count bytes.
    await apply.fileInput.setInputFiles({ name: 'empty.pdf', mimeType: 'application/pdf', buffer: Buffer.alloc(0) })
    await expect(apply.rejections).toHaveText(['empty.pdf: File is smaller than 1 bytes'])

    await dispatchFiles(apply.zone, 'drop', [
      { name: 'a.pdf', type: 'application/pdf' },
      { name: 'b.pdf', type: 'application/pdf' },
    ])
    await expect(apply.rejections).toHaveText(['b.pdf: Too many files'])
    await expect(apply.zone).toContainText('Attached: a.pdf')
  })

  test('the attached CV shows its size and can be removed; a rejected file replaces the stale "Please attach your CV"', async ({
    page,
  }) => {
    const apply = await openApplication(page)
    await expect(apply.form).toContainText('PDF or Word document, up to 10 MB.')
    await apply.send.click()
    await expect(apply.zone).toHaveAccessibleDescription(/Please attach your CV/)
    await apply.fileInput.setInputFiles({ name: 'photo.png', mimeType: 'image/png', buffer: Buffer.from('png') })
    await expect(apply.rejections).toHaveText([`photo.png: ${TYPE_MESSAGE}`])
    await expect(apply.form.getByText('Please attach your CV', { exact: true })).toHaveCount(0)

    await apply.fileInput.setInputFiles(CV)
    await expect(apply.zone).toContainText(`Attached: cv.pdf (${CV.buffer.length} bytes)`)
    await expect(apply.rejections).toHaveCount(0)
    await apply.form.getByRole('button', { name: 'Remove cv.pdf' }).click()
    await expect(apply.zone).not.toContainText('Attached:')
    await expect(apply.zone).toBeFocused()
    await expect(apply.form.getByRole('button', { name: 'Remove cv.pdf' })).toHaveCount(0)
  })

  test('.DS_Store and Thumbs.db are ignored', async ({ page }) => {
    const apply = await openApplication(page)
    // Dropped beside a CV, .DS_Store neither counts as a second file nor as a wrong type.
    await dispatchFiles(apply.zone, 'drop', [
      { name: '.DS_Store', type: '' },
      { name: 'cv.pdf', type: 'application/pdf' },
    ])
    await expect(apply.zone).toContainText('Attached: cv.pdf')
    await expect(apply.rejections).toHaveCount(0)

    // Alone, from a drop or from the file dialog, they leave the attached CV as it was.
    await dispatchFiles(apply.zone, 'drop', [{ name: '.DS_Store', type: '' }])
    await apply.fileInput.setInputFiles({
      name: 'Thumbs.db',
      mimeType: 'application/octet-stream',
      buffer: Buffer.from('x'),
    })
    await settle(page)
    await expect(apply.zone).toContainText('Attached: cv.pdf')
    await expect(apply.rejections).toHaveCount(0)
  })

  test('dragging a PDF shows accept, dragging a PNG shows reject @desktop', async ({ page }) => {
    const { zone } = await openApplication(page)
    await expect(zone).toHaveAttribute('data-drag-active', 'false')

    await dispatchFiles(zone, 'dragenter', [{ name: 'cv.pdf', type: 'application/pdf' }])
    await expect(zone).toHaveAttribute('data-drag-active', 'true')
    await expect(zone).toHaveAttribute('data-drag-accept', 'true')
    await expect(zone).toHaveAttribute('data-drag-reject', 'false')
    await expect(zone).toContainText('Drop the file to attach it')

    await dispatchFiles(zone, 'dragleave', [{ name: 'cv.pdf', type: 'application/pdf' }])
    await expect(zone).toHaveAttribute('data-drag-active', 'false')
    await expect(zone).toHaveAttribute('data-drag-accept', 'false')

    await dispatchFiles(zone, 'dragenter', [{ name: 'photo.png', type: 'image/png' }])
    await expect(zone).toHaveAttribute('data-drag-active', 'true')
    await expect(zone).toHaveAttribute('data-drag-reject', 'true')
    await expect(zone).toHaveAttribute('data-drag-accept', 'false')
    await expect(zone).toContainText('Only one PDF, DOC or DOCX file can be attached')
  })

  test('the zone takes keyboard focus; Enter and Space open the file dialog @desktop', async ({ page }) => {
    const { note, zone } = await openApplication(page)
    await expect(zone).toHaveAttribute('data-focused', 'false')
    await note.focus()
    await page.keyboard.press('Tab')
    await expect(zone).toBeFocused()
    await expect(zone).toHaveAttribute('data-focused', 'true')

    const cancelled = page.waitForEvent('filechooser')
    await page.keyboard.press('Enter')
    await cancelled
    await expect(zone).toHaveAttribute('data-dialog-active', 'true')
    await expect(zone).toContainText('Choose your CV in the file dialog')

    // A cancelled dialog shows as the window regaining focus with no file chosen, checked 300 ms later.
    const soonAfterFocus = await page.evaluate(async () => {
      window.dispatchEvent(new Event('focus'))
      await new Promise((resolve) => setTimeout(resolve, 100))
      return document.querySelector('[data-dialog-active]')?.getAttribute('data-dialog-active')
    })
    expect(soonAfterFocus).toBe('true')
    await expect(zone).toHaveAttribute('data-dialog-active', 'false')

    const chooser = page.waitForEvent('filechooser')
    await page.keyboard.press('Space')
    await (await chooser).setFiles(CV)
    await expect(zone).toContainText('Attached: cv.pdf')
    await expect(zone).toHaveAttribute('data-dialog-active', 'false')
  })

  test('sends a multipart body, shows the server’s field errors, then confirms', async ({ page }) => {
    const apply = await openApplication(page)
    const requests: { contentType: string; body: string }[] = []
    await page.route('**/api/careers/apply', async (route) => {
      const request = route.request()
      requests.push({
        contentType: (await request.headerValue('content-type')) ?? '',
        body: request.postDataBuffer()?.toString('latin1') ?? '',
      })
      await route.fulfill(
        requests.length === 1
          ? { status: 400, json: { errors: { email: 'This address cannot receive email' } } }
          : { status: 201, json: { id: 'application-1' } },
      )
    })

    await apply.name.fill('Ada Lovelace')
    await apply.email.fill('ada@example.com')
    await apply.profile.fill('https://github.com/ada')
    await apply.note.fill('I like engines.')
    await apply.fileInput.setInputFiles(CV)
    await apply.send.click()

    await expect(apply.email).toHaveAccessibleDescription('This address cannot receive email')
    await expect(apply.email).toBeFocused()
    const [first] = requests
    expect(first?.contentType).toMatch(/^multipart\/form-data; boundary=/)
    const fields = {
      job: apply.slug,
      name: 'Ada Lovelace',
      email: 'ada@example.com',
      profileUrl: 'https://github.com/ada',
      coverNote: 'I like engines.',
      website: '',
    }
    for (const [field, value] of Object.entries(fields)) {
      expect(first?.body).toContain(`Content-Disposition: form-data; name="${field}"\r\n\r\n${value}\r\n`)
    }
    expect(first?.body).toContain(
      'Content-Disposition: form-data; name="cv"; filename="cv.pdf"\r\nContent-Type: application/pdf\r\n\r\n%PDF-1.4 test CV\n',
    )
    // What the visitor typed and attached is still there.
    await expect(apply.name).toHaveValue('Ada Lovelace')
    await expect(apply.zone).toContainText('Attached: cv.pdf')

    await apply.email.fill('ada@lovelace.example')
    await apply.send.click()
    await expect(apply.section.getByRole('status')).toHaveText(CONFIRMATION)
    await expect(apply.section.getByRole('status')).toBeFocused()
    await expect(apply.form).toHaveCount(0)
    expect(requests).toHaveLength(2)
  })

  test('a failed or rate-limited send keeps the form and offers the careers email', async ({ page }) => {
    const apply = await openApplication(page)
    const statuses = [500, 429]
    await page.route('**/api/careers/apply', (route) =>
      route.fulfill({ status: statuses.shift() ?? 500, json: { error: 'Something went wrong' } }),
    )
    await apply.name.fill('Ada Lovelace')
    await apply.email.fill('ada@example.com')
    await apply.fileInput.setInputFiles(CV)

    await apply.send.click()
    const failure = apply.form.getByRole('alert').filter({ hasText: 'careers@' })
    await expect(failure).toContainText('Your application could not be sent. Please try again in a moment')
    await expect(failure.getByRole('link', { name: 'careers@cipherwell.com' })).toHaveAttribute(
      'href',
      'mailto:careers@cipherwell.com',
    )
    // The message repeats nothing the visitor typed.
    await expect(failure).not.toContainText('Ada')
    await expect(failure).not.toContainText('ada@example.com')

    await apply.send.click()
    await expect(failure).toContainText('Please wait a few minutes and try again')
    await expect(apply.name).toHaveValue('Ada Lovelace')
    await expect(apply.email).toHaveValue('ada@example.com')
    await expect(apply.zone).toContainText('Attached: cv.pdf')
  })

  test('without JavaScript the section offers the careers email', async ({ browser, page }) => {
    await page.goto('/careers')
    const path = (await page.locator('main a[href^="/careers/"]').first().getAttribute('href')) ?? ''
    const context = await browser.newContext({ javaScriptEnabled: false })
    const noScript = await context.newPage()
    await noScript.goto(path)
    const section = noScript.locator('section#apply')
    await expect(section.getByRole('heading', { level: 2 })).toHaveText('Apply for this role')
    await expect(section.getByRole('link', { name: 'careers@cipherwell.com' })).toHaveAttribute(
      'href',
      /^mailto:careers@cipherwell\.com\?subject=Application/,
    )
    await expect(section.locator('form')).toHaveCount(0)
    await context.close()
  })

  test('the form has no WCAG 2.2 A/AA violations, idle and with errors', async ({ page }) => {
    const apply = await openApplication(page)
    const violations = () => axeProblems(page, 'section#apply', { include: 'section#apply' })

    expect(await violations()).toEqual([])
    await apply.send.click()
    await apply.fileInput.setInputFiles({ name: 'photo.png', mimeType: 'image/png', buffer: Buffer.from('png') })
    await expect(apply.rejections).toHaveCount(1)
    expect(await violations()).toEqual([])
  })
})
