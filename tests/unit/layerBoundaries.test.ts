import path from 'node:path'

import { ESLint } from 'eslint'
import { beforeAll, describe, expect, it } from 'vitest'

const ROOT = path.resolve(__dirname, '../..')
const eslint = new ESLint({ cwd: ROOT })

/** The layer-rule errors ESLint reports for a file at `file` (which need not exist) importing `specifier`. */
async function layerErrors(file: string, specifier: string): Promise<string[]> {
  const code = `import * as imported from '${specifier}'\n\nexport const used = imported\n`
  const [result] = await eslint.lintText(code, { filePath: path.join(ROOT, file) })
  return result!.messages
    .filter((message) => message.ruleId === 'import/no-restricted-paths')
    .map((message) => message.message)
}

// The layers of eslint.config.mjs: app -> features, blocks -> ui, cms -> lib, never back.
describe('layer boundaries (npm run lint)', () => {
  // ESLint loads its config, plugins and the TypeScript resolver on the first file it lints: several
  // seconds on a busy machine, which the first case's 5 s would otherwise have to include.
  beforeAll(() => layerErrors('src/lib/warm-up.ts', '@/lib/href'), 60_000)

  it.each([
    ['src/cms/upward.ts', '@/features/icons/Icon'],
    ['src/cms/collections/upward.ts', '../../features/icons/Icon'],
    ['src/cms/upward.ts', '../blocks/Hero/Component'],
    ['src/blocks/Hero/config.ts', '@/features/icons/Icon'],
    ['src/lib/upward.ts', '@/cms/email'],
    ['src/lib/upward.ts', '../features/icons/Icon'],
    ['src/features/upward.ts', '@/server/requestId'],
    ['src/blocks/upward.tsx', '@/app/(site)/page'],
    ['src/ui/upward.tsx', '@/features/icons/Icon'],
    ['src/ui/upward.tsx', '@/cms/payload-types'],
    ['src/cms/upward.ts', '@/ui/LinkCard'],
  ])('refuses %s importing %s', async (file, specifier) => {
    expect(await layerErrors(file, specifier)).toHaveLength(1)
  })

  it.each([
    ['src/features/preview/downward.ts', '@/cms/documentRoutes'],
    ['src/cms/collections/downward.ts', '../../blocks/configs'],
    ['src/cms/downward.ts', '@/lib/env'],
    ['src/app/downward.ts', '@/features/icons/Icon'],
    ['src/features/downward.tsx', '@/ui/LinkCard'],
    ['src/ui/downward.tsx', '@/lib/href'],
  ])('allows %s importing %s', async (file, specifier) => {
    expect(await layerErrors(file, specifier)).toEqual([])
  })
})
