import { toRuleTable, type RedirectRule, type RuleTable } from './match'

export const RULES_TTL_MS = 5_000

type Options = {
  load: () => Promise<RedirectRule[]>
  ttlMs?: number
  now?: () => number
  onError?: (error: unknown) => void
}

/**
 * The redirect rules, loaded at most once per `ttlMs` (also after a failure, so a broken CMS
 * is asked no more often). A failed load keeps the last table, and the table is empty until
 * the first success: redirects may be missing for a while, pages are always served.
 * Requests arriving while a load runs wait for that one load.
 */
export function createRuleTable({ load, ttlMs = RULES_TTL_MS, now = () => Date.now(), onError }: Options) {
  let table: RuleTable = new Map()
  let loadedAt = -Infinity
  let loading: Promise<void> | null = null

  const refresh = async () => {
    try {
      table = toRuleTable(await load())
    } catch (error) {
      onError?.(error)
    } finally {
      loadedAt = now()
    }
  }

  return {
    async get(): Promise<RuleTable> {
      if (now() - loadedAt >= ttlMs) {
        loading ??= refresh().finally(() => {
          loading = null
        })
        await loading
      }
      return table
    },
  }
}
