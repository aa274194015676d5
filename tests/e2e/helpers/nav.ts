import { expect, type Page } from '@playwright/test'

export const mainNav = (page: Page) => page.getByRole('navigation', { name: 'Main' })
export const trigger = (page: Page, name: string) => mainNav(page).getByRole('button', { name, exact: true })
export const dropdown = (page: Page, name: string) => page.getByTestId(`dropdown-${name}`)

/**
 * Open a desktop dropdown the way a mouse user does: by pointing at it. (Hovering opens
 * at once, so a click after a hover closes it again: the spec's toggle.)
 */
export async function openDropdown(page: Page, name: string) {
  await trigger(page, name).hover()
  await expect(dropdown(page, name)).toBeVisible()
  return dropdown(page, name)
}
