export type Directives = Record<string, string[]>

/** `name source source; name source` with each source once, in the order first given. */
export function serializePolicy(directives: Directives): string {
  return Object.entries(directives)
    .map(([name, values]) => [name, ...new Set(values)].join(' '))
    .join('; ')
}
