/**
 * The element that had focus when the dialog was asked to open, then each of its ancestors:
 * kept so focus can return near the opener even after the opener itself has gone.
 */
export function focusPath(): Element[] {
  const path: Element[] = []
  for (let element = document.activeElement; element; element = element.parentElement) path.push(element)
  return path
}
