import nextVitals from 'eslint-config-next/core-web-vitals'
import nextTs from 'eslint-config-next/typescript'

const config = [
  ...nextVitals,
  ...nextTs,
  {
    ignores: [
      '.next/**',
      '.next-test/**',
      '.next-bench/**',
      '.bench-data/**',
      '.next-bench-consent/**',
      '.bench-consent-data/**',
      '.bench-publishing-data/**',
      'data/**',
      '.test-data/**',
      'test-results/**',
      'playwright-report/**',
      'next-env.d.ts',
      'src/cms/payload-types.ts',
      'src/migrations/**',
      'src/app/(payload)/admin/importMap.js',
    ],
  },
]

export default config
