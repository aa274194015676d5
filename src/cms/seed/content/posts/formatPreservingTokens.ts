import type { SeedPost } from './types'

export const formatPreservingTokens: SeedPost = {
  slug: 'format-preserving-tokens',
  title: 'Format-preserving tokens: when a token has to look like a card number',
  excerpt:
    'Legacy schemas, fraud tools and support dashboards often expect a sixteen-digit number with a valid check digit. We explain how our format-preserving tokens keep those systems working without ever letting a token be mistaken for a real card.',
  category: 'engineering',
  authors: ['Maya Okafor', 'Daniel Brandt'],
  daysAgo: 58,
  markdown: `
The cleanest token is an opaque random string: \`tok_7Nq2vX9LmR4sT8pA\`. Nothing about it says "card", nothing about it can be reversed, and no system will confuse it with the real thing. Most new integrations should use exactly that.

Real companies, though, have a \`card_number CHAR(16)\` column that was created in 2011 and is read by nine services nobody wants to touch. They have a fraud vendor that rejects anything failing a Luhn check, and support agents who identify a customer by the last four digits. For them we offer format-preserving tokens, and they come with design constraints worth explaining.

## What "format-preserving" promises

A format-preserving token for a card number keeps three properties of the original:

- **Length:** a 16-digit PAN becomes a 16-digit token; a 15-digit American Express number stays 15 digits.
- **The first six and last four digits,** so BIN-based routing, card brand detection and "card ending in 4242" keep working.
- **A valid Luhn check digit,** so validation code written years ago accepts it.

Everything in between is replaced. For a 16-digit card that leaves six digits of randomness, which is far too little on its own to be a safe identifier, so the token is never the lookup key by itself.

## Making collisions impossible, not unlikely

Six random digits give a million possible tokens per BIN and last-four combination. Two cards with the same BIN and the same last four digits are common at scale, so we cannot simply draw random digits and hope. Each tenant's vault keeps a uniqueness index on the token space per prefix and suffix. Generation draws a candidate, attempts an insert under that index, and redraws on conflict. Because the space is per tenant, one customer's tokens never constrain another's.

When a prefix and suffix pair fills past a threshold, which we have seen only in synthetic tests, the vault switches that pair to an extended format that the customer opted into at route creation. Nothing silently degrades.

## Never a valid card

The risk with a token that looks like a card is that it might be one. If a token happened to equal a real card number at some other issuer, a leaked token could be charged. We rule this out structurally: the middle digits are generated so that the full number fails the issuer's account range checks we receive from the card networks' BIN tables, while still passing Luhn. We re-check every issued token against the updated tables weekly and rotate any that would now fall inside a live range.

## Choosing a format per field

Routes let you pick a format per selector, so one request can mix them:

\`\`\`json
{
  "transforms": [
    { "select": "$.card.number", "action": "tokenize", "format": "card_pfpt" },
    { "select": "$.card.cvc", "action": "tokenize", "format": "ephemeral" },
    { "select": "$.customer.email", "action": "tokenize", "format": "uuid" }
  ]
}
\`\`\`

Our advice is to use format-preserving tokens only at the edges where a legacy system demands them, and opaque tokens everywhere else. The day that \`CHAR(16)\` column is migrated, switching formats is a route change, not a data migration: the vault can issue a new token for the same value and keep both alive while readers move over.
`,
}
