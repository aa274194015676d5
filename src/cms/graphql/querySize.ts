import { Lexer, Source, TokenKind } from 'graphql'

import { errorAnswer } from '../rest/answers'

/**
 * Before a GraphQL request is parsed and validated, its size. Pricing (queryCost.ts) needs the
 * document parsed and checked by graphql-js's own rules, and some of those grow faster than
 * the document (one compares every pair of same-named fields): 100 aliases each with a 900-term
 * `where` (2.5 MB) took 5 s to be refused that way, and the 330-alias replay (12 KB, 4,300
 * tokens) about 100 ms, which eight clients repeating it turned into 0.5 s stalls of the
 * site. A body past MAX_BODY_BYTES, or a query past MAX_TOKENS, is refused first, in
 * milliseconds. A client's real query (a page of documents with a few dozen fields; a create,
 * whose rich text travels in variables, not tokens) stays far inside both.
 */
export const MAX_BODY_BYTES = 256 * 1024
export const MAX_TOKENS = 2_000

/** The tokens of a query, counted up to `limit + 1`; a document the lexer cannot read is left to graphql-http's own error. */
function tokens(query: string, limit: number): number {
  const lexer = new Lexer(new Source(query))
  let count = 0
  try {
    while (lexer.advance().kind !== TokenKind.EOF && count <= limit) count++
  } catch {
    return 0
  }
  return count
}

/** The answer refusing a request too large to price, or null. */
export function querySizeRefusal(text: string, queries: readonly string[]): Response | null {
  if (Buffer.byteLength(text) > MAX_BODY_BYTES) {
    return errorAnswer(413, `A GraphQL request may be at most ${MAX_BODY_BYTES / 1024} KB.`)
  }
  const total = queries.reduce((sum, query) => sum + tokens(query, MAX_TOKENS), 0)
  return total > MAX_TOKENS ? errorAnswer(400, `A GraphQL request may hold at most ${MAX_TOKENS} tokens: ask for less in one request.`) : null
}
