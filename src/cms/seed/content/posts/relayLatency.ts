import type { SeedPost } from './types'

export const relayLatency: SeedPost = {
  slug: 'relay-tokenizes-json-in-milliseconds',
  title: 'How Relay tokenizes a JSON field in under five milliseconds',
  excerpt:
    'A request through Relay is parsed, matched against your route rules, tokenized and forwarded before most load balancers finish their TLS handshake. Here is where the time goes, and the three changes that cut our p99 by 38%.',
  category: 'engineering',
  authors: ['Maya Okafor'],
  daysAgo: 12,
  markdown: `
When a customer puts Relay in front of an API, every request that carries a card number, an IBAN or a passport number passes through us first. The value is swapped for a token, the request continues to the customer's servers, and the raw value never lands in their logs, their database or their backups. That only works if nobody notices we are there. Our budget is simple: **Relay may add no more than 5 ms at the 99th percentile** to a request with a typical JSON body.

This post walks through what happens inside that budget, how we measure it, and the three changes that took p99 overhead in our eu-west region from 7.9 ms to 4.9 ms last quarter.

## Anatomy of a proxied request

A route in Relay is a small rule: which incoming path it applies to, where to forward, and which fields to transform. A route that tokenizes a card number in a checkout payload looks like this:

\`\`\`json
{
  "match": { "method": "POST", "path": "/v1/checkout" },
  "upstream": "https://api.example-shop.com",
  "transforms": [
    { "select": "$.payment.card.number", "action": "tokenize", "format": "card_pfpt" },
    { "select": "$.payment.card.cvc", "action": "tokenize", "format": "ephemeral" }
  ]
}
\`\`\`

For each request we terminate TLS, pick the route, parse only as much of the body as the selectors need, call the vault to tokenize each selected value, rewrite the body and stream it upstream. Measured over a week of production traffic, the median request spent its time like this:

- **TLS termination and routing:** 0.4 ms, most of it session resumption
- **Body parsing and selection:** 0.3 ms for bodies under 16 KB
- **Vault writes:** 1.6 ms, the only step that leaves the proxy process
- **Rewrite and upstream connection reuse:** 0.2 ms

At the 99th percentile the picture was different, and the three changes below moved it like this (eu-west, one week before and after):

| Stage | p99 before | p99 after |
| --- | --- | --- |
| TLS termination and routing | 1.1 ms | 1.0 ms |
| Body parsing and selection | 1.4 ms | 0.6 ms |
| Vault writes | 4.6 ms | 2.8 ms |
| Rewrite and upstream connection reuse | 0.8 ms | 0.5 ms |
| Total added by Relay | 7.9 ms | 4.9 ms |

<Figure media="figure-relay-p99-by-stage" caption="Vault writes were most of the tail; batching them (change 1) did most of the work." />

The median was never the problem. The tail was: a small share of requests waited on a vault write that queued behind a slow one, and a smaller share paid for a fresh upstream connection.

## Change 1: batch the vault round trip

A checkout request often carries two or three sensitive fields. We used to tokenize them one after another, which meant two or three sequential round trips to the vault. Relay now collects every selected value in a request and sends one batched write. The vault commits the batch in a single transaction, so either every field is tokenized or none is, which also removed an awkward partial-failure path from the proxy.

## Change 2: keep upstream connections warm per route

Connection pools used to be keyed by upstream host and shared across tenants' routes in the same process. Under bursty traffic a route could find the pool drained by its neighbours and pay for a new TLS handshake to the customer's origin. Pools are now sized per route from the route's own recent request rate, with a floor of two idle connections. It costs a little memory and saves 20 to 40 ms on the requests that used to miss.

## Change 3: stop parsing what we do not need

Selectors are compiled when a route is saved. If every selector on a route points into the first kilobyte of the body, Relay stops parsing there and streams the remainder untouched. For the file-upload routes some customers run, where a small JSON envelope precedes a large base64 payload, that turned a 30 ms parse into a few microseconds.

## How we keep ourselves honest

<Callout tone="tip" title="measure it yourself">Chart the \`cw-proxy-time\` response header in your APM: it is the time spent inside Relay, without your upstream.</Callout>

Every Relay response carries a \`cw-proxy-time\` header with the time spent inside the proxy, excluding the customer's upstream. We publish its percentiles per region on the status page, and an alert pages the on-call engineer when the p99 of any region crosses 5 ms for ten minutes. If you run Relay today you can chart the same header in your own APM and hold us to the number.

Next up: the same treatment for the reveal path, where Relay swaps tokens back for values on the way out to a payment processor.
`,
}
