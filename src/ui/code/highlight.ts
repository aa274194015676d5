import 'server-only'

import { createHighlighter, type Highlighter, type ThemedToken } from 'shiki'

import { CODE_LANGUAGES, isCodeLanguage } from '@/lib/codeLanguages'

const THEME = 'github-dark-default'

let highlighter: Promise<Highlighter> | undefined

/**
 * Code as lines of coloured tokens, highlighted on the server (Shiki, with the site's
 * languages only): pages carry the colours, never a highlighter. Unknown languages and empty
 * code come back as plain lines.
 */
export async function highlightLines(code: string, language: string | null | undefined): Promise<ThemedToken[][]> {
  if (!isCodeLanguage(language)) return code.split('\n').map((line) => [{ content: line, offset: 0 }])
  // One highlighter per process, made on first use: loading grammars is the expensive part.
  highlighter ??= createHighlighter({ themes: [THEME], langs: Object.keys(CODE_LANGUAGES) })
  const ready = await highlighter
  return ready.codeToTokensBase(code, { lang: language, theme: THEME })
}
