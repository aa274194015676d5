import type { Page } from '@playwright/test'

/**
 * Visits every item on two tabs of the same browser context at once, and returns what each
 * visit reported, in the items' order. The route sweeps only read, so two tabs cannot disturb
 * each other, and with one tab the browser left one of the machine's two cores idle while the
 * other rendered or ran axe.
 */
export async function sweep<T>(page: Page, items: readonly T[], visit: (tab: Page, item: T) => Promise<string[]>) {
  const tabs = [page, await page.context().newPage()]
  const found: string[][] = []
  let next = 0
  await Promise.all(
    tabs.map(async (tab) => {
      for (let index = next++; index < items.length; index = next++) found[index] = await visit(tab, items[index]!)
    }),
  )
  await tabs[1]!.close()
  return found.flat()
}
