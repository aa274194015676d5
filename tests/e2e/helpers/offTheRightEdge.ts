/**
 * Runs in the page, at the width just set: what reaches past the right edge of the window.
 * The page must not scroll sideways; and no visible text may pass the edge unless a box that
 * scrolls sideways (overflow-x auto or scroll) holds it, the rest being a scroll away. Text that
 * a box clips (overflow-x hidden or clip: an ellipsis, visually hidden text) counts as far as
 * that box shows it. Self-contained, as Playwright sends its source to the page.
 */
export async function offTheRightEdge(): Promise<string[]> {
  // Two frames: whatever the new width set off (observers, media query listeners) has run.
  await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)))
  const root = document.documentElement
  const edge = window.innerWidth
  const problems: string[] = []
  if (root.scrollWidth > edge) problems.push(`the page is ${root.scrollWidth} px wide`)

  // How far right an element lets its content show: null inside a box that scrolls sideways.
  const reach = new Map<Element, number | null>()
  const reachOf = (element: Element): number | null => {
    if (element === document.body || element === root) return Infinity
    const known = reach.get(element)
    if (known !== undefined) return known
    const outer = element.parentElement ? reachOf(element.parentElement) : Infinity
    let own = outer
    if (outer !== null) {
      const overflowX = getComputedStyle(element).overflowX
      if (overflowX === 'auto' || overflowX === 'scroll') own = null
      else if (overflowX === 'hidden' || overflowX === 'clip') own = Math.min(outer, element.getBoundingClientRect().right)
    }
    reach.set(element, own)
    return own
  }

  const range = document.createRange()
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT)
  const reported = new Set<Element>()
  for (let node = walker.nextNode(); node && problems.length < 6; node = walker.nextNode()) {
    const text = node.textContent?.trim()
    const parent = node.parentElement
    if (!text || !parent || reported.has(parent)) continue
    if (!parent.checkVisibility({ opacityProperty: true, visibilityProperty: true })) continue
    const limit = reachOf(parent)
    if (limit === null) continue
    range.selectNodeContents(node)
    const rects = [...range.getClientRects()].filter((rect) => rect.width > 0 && rect.height > 0)
    if (rects.length === 0) continue
    const right = Math.min(limit, Math.max(...rects.map((rect) => rect.right)))
    if (right <= edge + 0.5) continue
    reported.add(parent)
    const name = `${parent.tagName.toLowerCase()}${[...parent.classList].slice(0, 3).map((token) => `.${token}`).join('')}`
    problems.push(`${name} “${text.slice(0, 40)}” reaches ${Math.round(right)} px`)
  }
  return problems
}
