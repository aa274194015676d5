import type { RequiredDataFromCollectionSlug } from 'payload'

import { daysAgo } from '../lib/dates'
import type { SeedContext } from '../lib/seedContext'

type Entry = Omit<RequiredDataFromCollectionSlug<'changelog'>, 'content' | 'publishedAt'> & { daysAgo: number; markdown: string }

/** Roughly one entry every three weeks, covering every tag the site filters by. */
const ENTRIES: Entry[] = [
  {
    title: 'Network token lifecycle webhooks',
    slug: 'network-token-lifecycle-webhooks',
    summary: 'Subscribe to network_token.updated and network_token.suspended to keep card art, last four digits and expiry in sync after a reissue.',
    tags: ['new'],
    daysAgo: 5,
    markdown: `
Network tokens survive card reissues, but the card details you show customers do not update themselves. Two new webhook events close that gap:

- \`network_token.updated\` fires when the issuer replaces the underlying card. The payload includes the new last four digits, expiry month and year, and card art URL when the issuer provides one.
- \`network_token.suspended\` fires when the issuer suspends the token, for example after the cardholder reports the card lost. Charges fall back to the card number until the token is reactivated.

Enable both under **Settings → Webhooks** or with the \`events\` parameter when creating an endpoint. Events are signed with your endpoint secret like every other webhook.
`,
  },
  {
    title: 'Relay: 38% lower p99 latency in eu-west',
    slug: 'relay-lower-p99-latency-eu-west',
    summary: 'Batched vault writes, per-route connection pools and partial body parsing bring Relay’s p99 overhead in eu-west from 7.9 ms to 4.9 ms.',
    tags: ['improved'],
    daysAgo: 19,
    markdown: `
Three changes shipped to Relay in eu-west this month and reach the other regions over the next two weeks:

1. Requests with several sensitive fields are tokenized in one batched vault write instead of one write per field.
2. Upstream connection pools are sized per route, so bursty neighbours no longer drain your warm connections.
3. Bodies are parsed only as far as your route's selectors reach; large uploads behind a small JSON envelope stream through untouched.

The \`cw-proxy-time\` response header reports the time each request spent in Relay, so you can see the change in your own monitoring. The engineering blog has the details.
`,
  },
  {
    title: 'TLS 1.0 and 1.1 removed from all inbound endpoints',
    slug: 'tls-1-0-1-1-removed',
    summary: 'Relay, the API and Card Collection now accept TLS 1.2 and 1.3 only; TLS 1.3 is preferred and used by 94% of connections already.',
    tags: ['security'],
    daysAgo: 33,
    markdown: `
As announced in our deprecation notice, inbound connections to \`api.cipherwell.com\`, every Relay tenant endpoint and the Card Collection iframe now require TLS 1.2 or later. TLS 1.3 is negotiated whenever the client supports it, which is already the case for 94% of connections.

Over the final month of the notice period, fewer than 0.01% of requests still used TLS 1.1; we contacted each affected customer directly. If you see handshake failures from an older client, update its TLS library or contact support, who can tell you which of your integrations were affected.
`,
  },
  {
    title: 'Card Collection: expiry autofill fixed on iOS Safari',
    slug: 'card-collection-ios-expiry-autofill',
    summary: 'Autofilled expiry dates from iOS Safari’s saved cards now land in the right field when month and year are collected separately.',
    tags: ['fixed'],
    daysAgo: 52,
    markdown: `
When the expiry date was collected in two fields, iOS Safari's saved-card autofill could place the full date in the month field and leave the year empty, which then failed validation. Card Collection now recognises the combined value and splits it across both fields.

No change is needed in your integration; the fix is live in the hosted fields for everyone. Thanks to the customers who sent us screen recordings, which made this quick to reproduce.
`,
  },
  {
    title: 'BIN Lookup adds 3-D Secure support and regulated-interchange flags',
    slug: 'bin-lookup-3ds-and-regulated-flags',
    summary: 'Every BIN Lookup response now says whether the issuer supports 3-D Secure 2 and whether the card’s interchange is regulated, with daily table updates.',
    tags: ['new', 'improved'],
    daysAgo: 76,
    markdown: `
Two fields join every BIN Lookup response:

- \`three_ds_supported\`: whether the issuing range participates in 3-D Secure 2, so you can skip an authentication attempt that would fail.
- \`regulated\`: whether the card's interchange is capped by regulation in its issuing country, which many teams use for routing and pricing decisions.

We also moved BIN table updates from weekly to daily, and coverage now includes 96.8% of card-not-present volume we see across customers. The response format is otherwise unchanged; the new fields are additive.
`,
  },
  {
    title: 'Scoped API keys with IP allow-lists',
    slug: 'scoped-api-keys-ip-allow-lists',
    summary: 'Create API keys limited to specific operations, such as tokenize-only, and to the IP ranges your services call from.',
    tags: ['security', 'new'],
    daysAgo: 98,
    markdown: `
API keys can now be scoped by operation and by network. A key that only your checkout service uses can be restricted to tokenizing and nothing else; a key for your billing service can reveal through Relay but not read tokens directly.

- Choose scopes when creating a key in the dashboard or with \`POST /v1/api-keys\`.
- Add one or more CIDR ranges; requests from anywhere else are rejected with \`403 ip_not_allowed\` and an audit event.
- Existing keys keep full access until you rotate them.

We recommend rotating to scoped keys before your next assessment: least privilege for service credentials is one of the first things assessors check.
`,
  },
]

export const changelog = ({ now, md }: SeedContext): RequiredDataFromCollectionSlug<'changelog'>[] =>
  ENTRIES.map(({ daysAgo: days, markdown, ...entry }) => ({ ...entry, publishedAt: daysAgo(now, days, 14), content: md(markdown) }))
