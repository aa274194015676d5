import { randomBytes } from 'node:crypto'

import type { Payload, PayloadRequest } from 'payload'

/** Lexical's format bit for inline code. */
const CODE_FORMAT = 16

type Node = { type: string; text?: string; format?: number | string; children?: Node[]; [key: string]: unknown }
type State = { root: Node }

/**
 * Before the editor had code blocks, the seed set each ``` fence as one paragraph of
 * inline-code lines joined by line breaks, with leading spaces as no-break spaces. Such a
 * paragraph (only code text and line breaks, two lines at least) becomes the editor's code
 * block with the same code. The fence's language was not kept; it is told from the code's
 * first characters, as the seeded listings (shell, JSON, JavaScript) differ there.
 */
function codeOf(paragraph: Node): string | null {
  const children = paragraph.children ?? []
  const lines = children.filter((child) => child.type === 'linebreak').length
  const allCode = children.every(
    (child) => child.type === 'linebreak' || (child.type === 'text' && (Number(child.format) & CODE_FORMAT) !== 0),
  )
  if (paragraph.type !== 'paragraph' || lines === 0 || !allCode) return null
  return children
    .map((child) => (child.type === 'linebreak' ? '\n' : (child.text ?? '').replace(/^\u00a0+/, (run) => ' '.repeat(run.length))))
    .join('')
}

export function guessLanguage(code: string): string {
  const start = code.trimStart()
  if (/^[{[]/.test(start)) return 'json'
  if (/^(curl|npm|npx|cipherwell|docker)\b|^\$ |^#!|^export [A-Z_]+=/.test(start)) return 'bash'
  return 'javascript'
}

/** The state with every code paragraph made a code block; null when there was none. */
export function convertCodeParagraphs(state: unknown): State | null {
  const root = (state as State | null)?.root
  if (!root?.children) return null
  let changed = false
  const children = root.children.map((node) => {
    const code = codeOf(node)
    if (code === null) return node
    changed = true
    return {
      type: 'block',
      version: 2,
      format: '',
      fields: { id: randomBytes(12).toString('hex'), blockName: '', blockType: 'Code', language: guessLanguage(code), code },
    }
  })
  return changed ? { ...(state as State), root: { ...root, children } } : null
}

/** Every post, draft or published, whose content holds code paragraphs, saved with code blocks. */
export async function migratePostCodeParagraphs(payload: Payload, req: PayloadRequest): Promise<number> {
  const { docs } = await payload.find({ collection: 'posts', draft: true, limit: 0, pagination: false, depth: 0, req })
  let migrated = 0
  for (const post of docs) {
    const content = convertCodeParagraphs(post.content)
    if (!content) continue
    await payload.update({
      collection: 'posts',
      id: post.id,
      data: { content: content as typeof post.content },
      depth: 0,
      req,
      // No server runs during migrations: nothing to revalidate.
      context: { disableRevalidate: true },
    })
    migrated += 1
  }
  return migrated
}

/**
 * The `code_blocks` migration of both engines (data only). Its down keeps the code blocks:
 * they render, and editors may have added more since.
 */
export const codeBlocksMigration = {
  up: async ({ payload, req }: { payload: Payload; req: PayloadRequest }): Promise<void> => {
    const migrated = await migratePostCodeParagraphs(payload, req)
    if (migrated > 0) payload.logger.info(`Code listings of ${migrated} posts made code blocks`)
  },
  down: async (): Promise<void> => {},
}
