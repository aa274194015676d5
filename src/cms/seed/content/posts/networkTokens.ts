import type { SeedPost } from './types'

export const networkTokens: SeedPost = {
  slug: 'network-tokens-for-engineers',
  title: 'Network tokens, explained for engineers who just want fewer declines',
  excerpt:
    'Network tokens replace a stored card number with a token issued by the card network itself. They survive card reissues, carry a cryptogram per transaction and lift approval rates. What changes in your integration, and what does not.',
  category: 'product',
  authors: ['Priya Raman'],
  daysAgo: 104,
  markdown: `
If you store cards to charge them later, some of your declines have nothing to do with the customer. The card was reissued after a data breach elsewhere, the expiry date rolled over, or the issuer's risk model did not like a card-not-present transaction with no fresh authentication. Network tokens address all three.

## What a network token is

A network token is a substitute card number issued by the card network, Visa or Mastercard, for one specific merchant and card. It differs from the tokens in your vault in two important ways:

- **The issuer knows about it.** When the underlying card is replaced, the network updates the token's mapping, so your stored token keeps working with no action from the customer.
- **Every transaction carries a cryptogram.** A one-time value generated for that payment proves to the issuer that the token is being used by the merchant it was issued to. Issuers reward that with higher approval rates.

Across our customers' card-not-present traffic in the past year, transactions sent with a network token and cryptogram were approved 3.2 percentage points more often than the same customers' transactions with the raw card number. Subscription merchants saw the largest gains, because reissued cards are the main cause of their involuntary churn.

## What changes in your integration

Less than you would think. You keep a Cipherwell token for each card, exactly as today. When you enable Network Tokens, we provision a network token behind that token, keep it updated from lifecycle events and choose the right credential when you charge:

\`\`\`bash
curl https://api.cipherwell.com/v1/network-tokens \\
  -u "$CIPHERWELL_API_KEY:" \\
  -d card_token=tok_7Nq2vX9LmR4sT8pA

# {"id":"ntk_2b7Yt...","status":"active","network":"visa","last4":"4242","exp":"11/29"}
\`\`\`

When Relay forwards a charge to your processor, it substitutes the network token and a fresh cryptogram instead of the card number, in whichever field format that processor expects. If a network token is unavailable, for example because the issuer does not participate, Relay falls back to the card number transparently.

## What to watch

- **Processor support.** Most large acquirers accept network tokens with cryptograms, but the field names differ. Our processor templates cover the common ones; for others we map fields with you.
- **Lifecycle webhooks.** Subscribe to \`network_token.updated\` to refresh the last four digits and expiry you show customers after a reissue.
- **Fees.** Networks have introduced incentives and fees around tokenized transactions that vary by region. Your acquirer's pricing is the authority here.

Network tokens are not a silver bullet for declines, but for any business that stores cards they are the closest thing to a free improvement we know of.
`,
}
