/**
 * The languages code on the site can be written in, with the names visitors see. Code sample
 * blocks and code blocks in rich text offer these, and the highlighter loads exactly these
 * grammars (their ids are Shiki's).
 */
export const CODE_LANGUAGES = {
  bash: 'Bash',
  javascript: 'JavaScript',
  typescript: 'TypeScript',
  python: 'Python',
  go: 'Go',
  json: 'JSON',
  http: 'HTTP',
} as const

export type CodeLanguage = keyof typeof CODE_LANGUAGES

export const isCodeLanguage = (value: unknown): value is CodeLanguage =>
  typeof value === 'string' && Object.hasOwn(CODE_LANGUAGES, value)
