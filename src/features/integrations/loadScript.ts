/** Adds an async script once (by src); a second call for the same script does nothing. */
export function loadScript(src: string, attributes: Record<string, string> = {}): void {
  if (document.querySelector(`script[src="${CSS.escape(src)}"]`)) return
  const script = document.createElement('script')
  script.async = true
  script.src = src
  for (const [name, value] of Object.entries(attributes)) script.setAttribute(name, value)
  document.head.appendChild(script)
}
