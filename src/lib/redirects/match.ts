import { parseTarget, redirectKey } from './normalise'

export type RedirectStatus = 301 | 302
export type RedirectRule = { from: string; to: string; status: RedirectStatus }
export type RuleTable = ReadonlyMap<string, RedirectRule>

/** Rules by their old address's key (redirectKey): matching ignores case, also for rules stored before it did. */
export const toRuleTable = (rules: readonly RedirectRule[]): RuleTable =>
  new Map(rules.map((rule) => [redirectKey(rule.from) ?? rule.from, rule]))

/** The target's own query first; the visitor's parameters (campaign tags…) follow unless the target sets them. */
function mergeSearch(targetSearch: string, requestSearch: string): string {
  const own = new URLSearchParams(targetSearch)
  const merged = new URLSearchParams(targetSearch)
  for (const [key, value] of new URLSearchParams(requestSearch)) {
    if (!own.has(key)) merged.append(key, value)
  }
  const search = merged.toString()
  return search ? `?${search}` : ''
}

/**
 * Where a request for `url` is sent, or null when no rule matches. Site-path targets stay
 * on the requested origin and keep the query string; absolute targets are used as written.
 */
export function findRedirect(table: RuleTable, url: URL): { location: URL; status: RedirectStatus } | null {
  const from = redirectKey(url.pathname)
  const rule = from === null ? undefined : table.get(from)
  if (!rule) return null
  const target = parseTarget(rule.to)
  if (!target) return null
  if (target.kind === 'url') return { location: new URL(target.href), status: rule.status }
  const location = new URL(url.href)
  location.pathname = target.path
  location.search = mergeSearch(target.search, url.search)
  location.hash = ''
  return { location, status: rule.status }
}

const LOCAL = 'http://site.invalid'

/**
 * A target rewritten past `rule` when it leads to `rule.from`, as a visitor would be sent on
 * (`/a?x=1` through `/a → /b` becomes `/b?x=1`); any other target is returned unchanged.
 * Used to flatten chains, so a visitor is never sent through two redirects.
 */
export function throughRule(target: string, rule: RedirectRule): string {
  const parsed = parseTarget(target)
  if (parsed?.kind !== 'path' || redirectKey(parsed.path) !== redirectKey(rule.from)) return target
  const next = findRedirect(toRuleTable([rule]), new URL(`${parsed.path}${parsed.search}`, LOCAL))
  if (!next) return target
  return next.location.origin === LOCAL ? `${next.location.pathname}${next.location.search}` : next.location.href
}
