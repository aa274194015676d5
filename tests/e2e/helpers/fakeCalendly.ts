import type { Page } from '@playwright/test'

export type CalendlyInit = { url: string; prefill?: { email?: string }; parentIsElement: boolean }

/**
 * Calendly's widget script as the modal uses it: initInlineWidget is recorded on the window
 * and fills its parent with a stand-in scheduler, so nothing leaves the machine.
 */
const FAKE_WIDGET_SCRIPT = `
window.__calendlyInits = window.__calendlyInits || [];
window.Calendly = {
  initInlineWidget: function (options) {
    window.__calendlyInits.push({
      url: options.url,
      prefill: options.prefill,
      parentIsElement: options.parentElement instanceof HTMLElement,
    });
    var scheduler = document.createElement('p');
    scheduler.setAttribute('data-testid', 'fake-calendly');
    scheduler.textContent = 'Scheduler for ' + (options.prefill && options.prefill.email);
    options.parentElement.appendChild(scheduler);
  },
};
`

/**
 * Serves the fake script for every request to Calendly's assets, holding each answer until
 * `release()` (so the spinner can be seen) unless `held` is false; `fail` aborts instead.
 */
export async function fakeCalendly(page: Page, { held = false, fail = false } = {}) {
  let release = () => {}
  const released = held ? new Promise<void>((resolve) => (release = resolve)) : Promise.resolve()
  const requests: string[] = []
  await page.route('https://assets.calendly.com/**', async (route) => {
    requests.push(route.request().url())
    await released
    if (fail) await route.abort('connectionrefused')
    else await route.fulfill({ contentType: 'text/javascript', body: FAKE_WIDGET_SCRIPT })
  })
  return {
    release: () => release(),
    requests,
    inits: () => page.evaluate(() => (window as unknown as { __calendlyInits?: CalendlyInit[] }).__calendlyInits ?? []),
  }
}
