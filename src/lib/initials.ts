/** The initials on a person's avatar (we show no photos): the first letters of the first and last names. */
export function initials(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean)
  if (words.length === 0) return ''
  const first = words[0]!
  const last = words.length > 1 ? words[words.length - 1]! : ''
  return `${first.charAt(0)}${last.charAt(0)}`.toLocaleUpperCase()
}
