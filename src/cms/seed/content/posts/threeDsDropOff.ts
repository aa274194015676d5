import type { SeedPost } from './types'

export const threeDsDropOff: SeedPost = {
  slug: '3ds-without-the-drop-off',
  title: '3-D Secure without the drop-off: lessons from 12 million authentications',
  excerpt:
    'Strong customer authentication is required for most European card payments, and every challenge screen costs conversions. What we learned from twelve million 3-D Secure authentications about getting more frictionless approvals.',
  category: 'product',
  authors: ['Priya Raman'],
  daysAgo: 152,
  markdown: `
Since strong customer authentication became mandatory in the European Economic Area and the UK, 3-D Secure has been a fact of life for anyone taking cards there. Its reputation is still shaped by the first version: a pop-up asking for a password nobody remembered. 3-D Secure 2 is a different protocol, and most of its authentications never show the customer anything at all. Whether yours do depends largely on what you send.

Our 3-D Secure product has now run twelve million authentications across 31 countries. Here is what moved the numbers.

## Send more data than the minimum

In 3-D Secure 2 the merchant sends a set of data about the transaction and the device to the issuer's access control server, which decides whether to approve frictionlessly or challenge. Many fields are optional, and most integrations send the required ones only. In our data, authentications that included the cardholder's billing address, email and account age were approved frictionlessly **71% of the time, against 52%** for the minimum set.

## Use exemptions deliberately

Strong customer authentication allows exemptions for low-value transactions, recurring payments after the first, and transactions the acquirer rates as low risk. Exemptions are requested, not guaranteed: the issuer can still insist on a challenge. We learned to:

- request the **transaction risk analysis** exemption only where the acquirer's fraud rate qualifies, since an unqualified request wastes a round trip;
- flag **merchant-initiated transactions** correctly, so subscription renewals are out of scope instead of exempt;
- fall back to a full authentication immediately when an exemption is declined, rather than failing the payment.

| Exemption | When it applies | Who can refuse it |
| --- | --- | --- |
| Low value | Under €30, within cumulative limits | The issuer |
| Transaction risk analysis | The acquirer's fraud rate is under the threshold for the amount | The issuer |
| Merchant-initiated | Renewals and instalments after an authenticated first payment | Out of scope, not exempt |

<Callout tone="note">An exemption request that the issuer declines is not a failed payment. Fall back to a full authentication in the same checkout and most customers never notice.</Callout>

## Make challenges fast when they happen

A challenge that loads in the customer's banking app and returns in under a minute converts well. One that opens a slow web view converts poorly. Two changes helped: rendering the challenge in a full-screen sheet on mobile instead of a small iframe, and pre-connecting to the issuer's domain as soon as a challenge becomes likely. The median challenge completion time dropped from 41 seconds to 26.

## Decouple authentication from the processor

Because Cipherwell's 3-D Secure runs independently of your payment processor, you can authenticate once and send the result to whichever processor handles the payment. Teams running several processors use this to keep one authentication flow while routing payments for cost or approval rate:

\`\`\`javascript
const auth = await cipherwell.threeDS.authenticate({
  cardToken: 'tok_7Nq2vX9LmR4sT8pA',
  amount: 8900,
  currency: 'EUR',
  challengePreference: 'no_preference',
})
// Pass auth.eci, auth.cavv and auth.dsTransactionId to any processor.
\`\`\`

The headline number: across merchants that adopted all of the above, the share of authenticated payments that completed rose from 84% to 93%. Compliance did not have to cost those nine points.
`,
}
