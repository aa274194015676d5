import type { Page } from '@playwright/test'

/** The response every execute of the fake resolves with. */
export const FAKE_HCAPTCHA_TOKEN = 'fake-hcaptcha-token'

/**
 * A stand-in for hCaptcha's api.js, with the part of `window.hcaptcha` that
 * @hcaptcha/react-hcaptcha calls. Like the real script, it calls the function named by the
 * URL's `onload` parameter once the API is in place. Calls are counted on
 * `window.__fakeHcaptcha` for tests to read, with the size each widget was rendered at
 * ('invisible', or hCaptcha's default 'normal': a checkbox the visitor would have to tick).
 */
const FAKE_API = `(() => {
  const calls = (window.__fakeHcaptcha ??= { renders: 0, executes: 0, resets: 0, sizes: [] })
  const widgets = new Map()
  let lastId = 0
  const widget = (id) => widgets.get(String(id)) ?? { config: {}, response: '' }
  window.hcaptcha = {
    render(container, config) {
      const id = String(++lastId)
      widgets.set(id, { config, response: '' })
      calls.renders += 1
      calls.sizes.push(config.size ?? 'normal')
      return id
    },
    execute(id, options) {
      calls.executes += 1
      const current = widget(id)
      current.response = ${JSON.stringify(FAKE_HCAPTCHA_TOKEN)}
      if (options && options.async) return Promise.resolve({ response: current.response, key: 'fake-key' })
      if (typeof current.config.callback === 'function') current.config.callback(current.response)
    },
    reset(id) {
      calls.resets += 1
      widget(id).response = ''
    },
    remove(id) {
      widgets.delete(String(id))
    },
    getResponse(id) {
      return widget(id).response
    },
    getRespKey() {
      return 'fake-key'
    },
    setData() {},
    close() {},
  }
  const onload = new URL(document.currentScript.src).searchParams.get('onload')
  if (onload && typeof window[onload] === 'function') window[onload]()
})()`

export type FakeHcaptchaMode = 'normal' | 'fails'

/**
 * Answer the page's requests for hCaptcha's script with the fake ('normal'), or fail every
 * one of them ('fails': the captcha never initialises). Returns how many times the script
 * was asked for, retries included.
 */
export async function fakeHcaptcha(page: Page, mode: FakeHcaptchaMode = 'normal') {
  let scriptRequests = 0
  await page.route('https://js.hcaptcha.com/**', async (route) => {
    scriptRequests += 1
    if (mode === 'fails') return route.abort('failed')
    // The library loads the script with crossorigin="anonymous", so the answer needs CORS.
    return route.fulfill({
      contentType: 'application/javascript',
      headers: { 'Access-Control-Allow-Origin': '*' },
      body: FAKE_API,
    })
  })
  return { scriptRequests: () => scriptRequests }
}

type FakeCalls = { renders: number; executes: number; resets: number; sizes: string[] }

/** What the page has asked of the fake so far (all zero before the script has run). */
export const fakeHcaptchaCalls = (page: Page): Promise<FakeCalls> =>
  page.evaluate(
    () =>
      (window as unknown as { __fakeHcaptcha?: FakeCalls }).__fakeHcaptcha ?? { renders: 0, executes: 0, resets: 0, sizes: [] },
  )
