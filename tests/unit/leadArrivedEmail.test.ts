import { describe, expect, it } from 'vitest'

import { formNotification } from '@/cms/leads/notifyFormRecipients'
import { salesNotification } from '@/cms/leads/notifySales'

const SITE = 'https://www.cipherwell.test'

describe('the "a lead arrived" emails', () => {
  it('tell sales what arrived and where to read it, and nothing the visitor wrote', () => {
    expect(salesNotification('demo-requests', '12', SITE)).toEqual({
      subject: 'New demo request #12',
      text: [
        'A new demo request (#12) has arrived on the website.',
        '',
        'Read it in the admin (sign-in required): https://www.cipherwell.test/admin/collections/demo-requests/12',
        '',
        "The visitor's details stay in the CMS; they are never sent by email.",
      ].join('\n'),
    })
  })

  it('tell a campaign form’s recipients the same, under the subject the editor chose or the form’s title', () => {
    const text = [
      'A new answer to the campaign form “Launch survey” (#7) has arrived on the website.',
      '',
      'Read it in the admin (sign-in required): https://www.cipherwell.test/admin/collections/campaign-submissions/7',
      '',
      "The visitor's answers stay in the CMS; they are never sent by email.",
    ].join('\n')
    expect(formNotification('Launch survey', '7', SITE, '  ')).toEqual({ subject: 'New answer to Launch survey', text })
    expect(formNotification('Launch survey', '7', SITE, 'Survey answer')).toEqual({ subject: 'Survey answer', text })
  })
})
