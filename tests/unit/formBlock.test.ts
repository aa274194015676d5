import { describe, expect, it } from 'vitest'

import { CampaignFormSection } from '@/blocks/Form/Component'
import type { CampaignFormBlock, Form } from '@/cms/payload-types'

const FORM = {
  id: 4,
  title: 'Spring webinar',
  fields: [{ blockType: 'email', name: 'email', label: 'Email', required: true }],
  updatedAt: '',
  createdAt: '',
  _status: 'published',
} as Form
const block = (form: CampaignFormBlock['form']): CampaignFormBlock => ({ blockType: 'formBlock', heading: 'Join us', form })

describe('the Form block', () => {
  it('shows nothing for a form that is not published, or no longer there', () => {
    expect(CampaignFormSection({ block: block({ ...FORM, _status: 'draft' }), tinted: false })).toBeNull()
    // A deleted form leaves its id behind, unpopulated (or nothing at all).
    expect(CampaignFormSection({ block: block(4), tinted: false })).toBeNull()
    expect(CampaignFormSection({ block: block(null as never), tinted: false })).toBeNull()
  })

  it('renders a published form', () => {
    expect(CampaignFormSection({ block: block(FORM), tinted: false })).not.toBeNull()
  })
})
