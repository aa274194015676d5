import { expect, type Page } from '@playwright/test'

export const mainNav = (page: Page) => page.getByRole('navigation', { name: 'Main' })
export const trigger = (page: Page, name: string) => mainNav(page).getByRole('button', { name, exact: true })
export const dropdown = (page: Page, name: string) => page.getByTestId(`dropdown-${name}`)

/**
 * Open a desktop dropdown the way a mouse user does: by pointing at it. (Hovering opens
 * at once, so a click after a hover closes it again: the spec's toggle.)
 */
export async function openDropdown(page: Page, name: string) {
  // A hover that lands before the nav has hydrated opens nothing, and a mouse user would then
  // point again: move away and back until it opens (each try still only hovers).
  await expect(async () => {
    await page.mouse.move(0, 0)
    await trigger(page, name).hover()
    await expect(dropdown(page, name)).toBeVisible({ timeout: 2_000 })
  }).toPass()
  return dropdown(page, name)
}
