import type { Block } from 'payload'

import { CODE_LANGUAGES } from '@/lib/codeLanguages'

export const CodeSampleBlock: Block = {
  slug: 'codeSample',
  interfaceName: 'CodeSampleBlock',
  labels: { singular: 'Code sample', plural: 'Code samples' },
  fields: [
    { name: 'heading', type: 'text', required: true },
    { name: 'text', type: 'textarea' },
    { name: 'filename', type: 'text', maxLength: 80 },
    { name: 'language', type: 'select', required: true, defaultValue: 'bash', options: Object.keys(CODE_LANGUAGES) },
    { name: 'code', type: 'code', required: true, admin: { language: 'shell' } },
  ],
}
