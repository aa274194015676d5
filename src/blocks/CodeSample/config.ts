import { headingField, introField } from '../../cms/fields/headingFields'
import { layoutBlock } from '../../cms/fields/layoutBlock'
import { withRowLabel } from '../../cms/fields/rowLabel'
import { CODE_LANGUAGES } from '@/lib/codeLanguages'

export const CodeSampleBlock = withRowLabel(
  layoutBlock({ slug: 'codeSample', singular: 'Code sample', plural: 'Code samples' }, [
    headingField(),
    introField('text'),
    { name: 'filename', type: 'text', maxLength: 80 },
    { name: 'language', type: 'select', required: true, defaultValue: 'bash', options: Object.keys(CODE_LANGUAGES) },
    { name: 'code', type: 'code', required: true, admin: { language: 'shell' } },
  ]),
  ['heading', 'filename', 'text'],
)
