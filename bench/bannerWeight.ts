import { gzipSync } from 'node:zlib'

import { build } from 'esbuild'

import { readBuiltChunks } from './builtChunks'

/** The consent UI's entry: the host that shows the banner, and everything it imports. */
export const CONSENT_ENTRY = 'src/features/consent/ConsentHost.client.tsx'
/** Text only the banner carries (its landmark's aria-label), to find its chunk in a build. */
const BANNER_TEXT = 'Cookie consent'

export type BannerWeight = {
  /** The consent UI's own modules, bundled and minified, React and Next left out. */
  rawBytes: number
  gzipBytes: number
  modules: string[]
  /** From the real build: the chunk files holding the banner (with whatever shares them). */
  builtChunks: { file: string; rawBytes: number; gzipBytes: number }[]
}

/**
 * What the consent banner adds to a page: its module graph bundled by esbuild, minified, with
 * react, react-dom and next external (every page already loads them), then gzip-compressed.
 * As a cross-check, the build's chunks that contain the banner's aria-label.
 */
export async function measureBannerWeight(distDir: string): Promise<BannerWeight> {
  const result = await build({
    entryPoints: [CONSENT_ENTRY],
    bundle: true,
    minify: true,
    write: false,
    format: 'esm',
    platform: 'browser',
    jsx: 'automatic',
    external: ['react', 'react-dom', 'react/jsx-runtime', 'next', 'next/*'],
    tsconfig: 'tsconfig.json',
    define: { 'process.env.NODE_ENV': '"production"' },
    metafile: true,
    logLevel: 'silent',
  })
  const output = result.outputFiles[0]
  if (!output) throw new Error(`esbuild wrote nothing for ${CONSENT_ENTRY}`)
  const builtChunks = readBuiltChunks(distDir)
    .filter(({ body }) => body.includes(BANNER_TEXT))
    .map(({ file, body }) => ({ file, rawBytes: body.length, gzipBytes: gzipSync(body).length }))
  return {
    rawBytes: output.contents.length,
    gzipBytes: gzipSync(output.contents).length,
    modules: Object.keys(result.metafile.inputs).sort(),
    builtChunks,
  }
}
