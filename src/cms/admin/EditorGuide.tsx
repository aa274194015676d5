import fs from 'node:fs/promises'
import path from 'node:path'

import { marked } from 'marked'

/**
 * docs/editing.md on the admin dashboard, folded under its title: the guide lives in one file,
 * read where the server runs (the build traces it into the standalone folder). The text is
 * ours, from the repository, so its HTML is trusted as it is.
 */
export async function EditorGuide() {
  const guide = await fs.readFile(path.join(process.cwd(), 'docs', 'editing.md'), 'utf8')
  const html = await marked.parse(guide.replace(/^# .*\n/, ''))
  return (
    <details className="editor-guide">
      <summary style={{ cursor: 'pointer', fontWeight: 600, margin: 0 }}>
        Editor’s guide: build a page, preview, publish and schedule, restore, redirect, and who may do what
      </summary>
      <div className="editor-guide__text" dangerouslySetInnerHTML={{ __html: html }} />
    </details>
  )
}
