import { readAdminSearchAnswer, type AdminSearchAnswer, type AdminSearchGroup, type AdminSearchResult } from './adminSearchAnswer'
import { ADMIN_SEARCH_MAX_CHARS } from './adminSearchQuery'

/** One option of the dialog's listbox: a document, or a group's "Show all" link. */
export type SearchOption = { index: number; url: string } & ({ kind: 'result'; result: AdminSearchResult } | { kind: 'more' })
export type OptionGroup = { group: AdminSearchGroup; options: SearchOption[] }

/** The answer's groups with their options numbered in the order shown, which the arrow keys follow. */
export function optionGroups(answer: AdminSearchAnswer | null): OptionGroup[] {
  let index = 0
  return (answer?.groups ?? []).map((group) => {
    const options: SearchOption[] = group.results.map((result) => ({ kind: 'result', result, url: result.url, index: index++ }))
    if (group.moreUrl) options.push({ kind: 'more', url: group.moreUrl, index: index++ })
    return { group, options }
  })
}

/** The next active option after an arrow key: down from the last wraps to the first, up from the first to the last. */
export function moveActive(active: number, step: 1 | -1, count: number): number {
  if (count <= 0) return -1
  if (active < 0 || active >= count) return step === 1 ? 0 : count - 1
  return (active + step + count) % count
}

export type SearchOutcome = { kind: 'answer'; answer: AdminSearchAnswer } | { kind: 'error'; message: string }

const firstError = (json: unknown) => {
  const errors = (json as { errors?: { message?: unknown }[] } | null)?.errors
  const message = Array.isArray(errors) ? errors[0]?.message : undefined
  return typeof message === 'string' && message ? message : null
}

/** What the dialog shows for the endpoint's answer: the results, or what to do next. */
export function outcomeOf(status: number, json: unknown): SearchOutcome {
  if (status === 200) {
    const answer = readAdminSearchAnswer(json)
    if (answer) return { kind: 'answer', answer }
  }
  if (status === 401 || status === 403) return { kind: 'error', message: 'Your session has ended. Sign in again, then search.' }
  if (status === 400) return { kind: 'error', message: firstError(json) ?? `Search with at most ${ADMIN_SEARCH_MAX_CHARS} characters.` }
  return { kind: 'error', message: 'The search did not answer. Try again in a moment.' }
}

/** What the live region says once an answer is shown. */
export function resultsSummary(answer: AdminSearchAnswer): string {
  const count = answer.groups.reduce((sum, group) => sum + group.results.length, 0)
  const partly = answer.incomplete ? ' Some collections could not be searched just now: search again in a moment.' : ''
  if (count === 0) return `Nothing found for “${answer.query}”. Try fewer or shorter words.${partly}`
  const collections = answer.groups.length
  const found = `${count} ${count === 1 ? 'result' : 'results'} in ${collections} ${collections === 1 ? 'collection' : 'collections'}`
  return `${found}. Use the arrow keys to choose, Enter to open.${partly}`
}
