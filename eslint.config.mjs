import nextVitals from 'eslint-config-next/core-web-vitals'
import nextTs from 'eslint-config-next/typescript'

/**
 * The layers of src, each importing only from those below it:
 *   app (routes), server (the Node entry), proxy.ts, instrumentation.ts
 *     -> features, blocks (what visitors and editors use)
 *       -> ui (the design system: cards, overlays, form fields) and
 *          cms (Payload: config, collections, reads, hooks; a block's config.ts belongs here)
 *         -> lib (utilities and env)
 * A zone forbids imports into `target` from `from`; an upward import fails `npm run lint`
 * (tests/unit/layerBoundaries.test.ts shows it does).
 */
const ENTRY_POINTS = ['./src/app', './src/server', './src/proxy.ts', './src/instrumentation.ts']
const BLOCK_CONFIGS = ['./src/blocks/*/config.ts', './src/blocks/configs.ts']
export const LAYER_ZONES = [
  {
    target: './src/lib',
    from: [...ENTRY_POINTS, './src/features', './src/blocks', './src/cms', './src/ui'],
    message: 'src/lib holds utilities and env only: it imports nothing from the layers above it.',
  },
  {
    target: ['./src/cms', ...BLOCK_CONFIGS],
    from: [...ENTRY_POINTS, './src/features', './src/ui'],
    message: 'src/cms (and block configs) may import src/lib only, never features or routes.',
  },
  {
    target: './src/cms',
    from: './src/blocks/**/*',
    except: ['**/src/blocks/configs.ts', '**/src/blocks/*/config.ts'],
    message: 'src/cms may import block configs (config.ts), never block components.',
  },
  {
    target: './src/ui',
    from: [...ENTRY_POINTS, './src/features', './src/blocks', './src/cms'],
    message: 'src/ui is the design system: it knows no feature, block or CMS type, only src/lib.',
  },
  {
    target: ['./src/features', './src/blocks'],
    from: ENTRY_POINTS,
    message: 'features and blocks never import routes or the server entry.',
  },
]

const config = [
  ...nextVitals,
  ...nextTs,
  {
    files: ['src/**/*.{ts,tsx,mjs}'],
    rules: { 'import/no-restricted-paths': ['error', { zones: LAYER_ZONES }] },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/ui/Link.client.tsx'],
    rules: {
      'no-restricted-imports': [
        'error',
        { paths: [{ name: 'next/link', message: 'Use Link from @/ui/Link.client: it prefetches on intent, not on sight.' }] },
      ],
    },
  },
  {
    ignores: [
      // Every build folder (.next, .next-test, .next-bench, .next-scale …) and every data folder.
      '.next*/**',
      'data/**',
      '.*-data/**',
      '.*-data-*/**',
      'test-results/**',
      // Monaco's own files, copied there by the build (src/cms/admin/monacoAssets.ts).
      'public/vendor/**',
      'playwright-report/**',
      // npm run deploy:check's work folder: a Debian root file system among other things.
      '.deploy-check/**',
      'backups/**',
      'next-env.d.ts',
      'src/cms/payload-types.ts',
      'src/migrations/**',
      'src/app/(payload)/admin/importMap.js',
    ],
  },
]

export default config
