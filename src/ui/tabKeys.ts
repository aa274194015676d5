/**
 * The tab a key moves to in a WAI-ARIA tab list (arrows wrap, Home and End jump), or null for
 * keys the tab list leaves alone.
 */
export function tabForKey(key: string, selected: number, count: number): number | null {
  const last = count - 1
  switch (key) {
    case 'ArrowRight':
      return selected >= last ? 0 : selected + 1
    case 'ArrowLeft':
      return selected <= 0 ? last : selected - 1
    case 'Home':
      return 0
    case 'End':
      return last
    default:
      return null
  }
}
