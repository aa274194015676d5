import type { Page } from '@playwright/test'

/** Keep every register-interest event the page dispatches, for the test to read. */
export async function recordRegisterInterestEvents(page: Page) {
  await page.addInitScript(() => {
    const store: unknown[] = []
    Object.assign(window, { __registerInterest: store })
    window.addEventListener('cipherwell:register-interest', (event) => store.push((event as CustomEvent).detail))
  })
}

export const registerInterestEvents = (page: Page) =>
  page.evaluate(
    () =>
      (window as unknown as { __registerInterest: { topic: string; title: string; text: string; icon?: string }[] })
        .__registerInterest,
  )
