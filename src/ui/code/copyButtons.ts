/** How long the button says "Copied" before it offers to copy again. */
const COPIED_LABEL_MS = 2000

/** The attribute on the element that holds a panel and its code (CodePanel). */
export const CODE_PANEL_ATTRIBUTE = 'data-code-panel'

/** The attribute of the panel's copy button (CopyButton.tsx). */
export const COPY_BUTTON_ATTRIBUTE = 'data-copy-code'

/**
 * One click handler for every code panel's copy button (CopyButton.tsx): it copies the text of
 * the panel's `<code>` and says "Copied" for a moment, announced politely by the label's live
 * region. Returns the function that stops it.
 */
export function startCopyButtons(root: Document = document): () => void {
  const onClick = (event: MouseEvent) => {
    const button = (event.target as Element | null)?.closest?.(`button[${COPY_BUTTON_ATTRIBUTE}]`)
    const code = button?.closest(`[${CODE_PANEL_ATTRIBUTE}]`)?.querySelector('code')?.textContent
    const label = button?.querySelector('[aria-live]')
    if (code == null || !label) return
    // A refused clipboard (insecure context, denied permission) leaves the text selectable by hand.
    navigator.clipboard.writeText(code).then(
      () => {
        label.textContent = 'Copied'
        setTimeout(() => (label.textContent = 'Copy'), COPIED_LABEL_MS)
      },
      () => {},
    )
  }
  root.addEventListener('click', onClick)
  return () => root.removeEventListener('click', onClick)
}
