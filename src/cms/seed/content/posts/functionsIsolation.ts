import type { SeedPost } from './types'

export const functionsIsolation: SeedPost = {
  slug: 'functions-isolation-model',
  title: 'Running customer code next to card data: the isolation model behind Functions',
  excerpt:
    'Functions lets you run your own JavaScript on detokenized values inside our PCI environment. That is only safe if one customer’s code can never see another’s data, or reach the internet on its own. This is how we enforce both.',
  category: 'engineering',
  authors: ['Daniel Brandt'],
  daysAgo: 131,
  markdown: `
Some jobs need the real value, not the token. Calculating a card's hash for a fraud model, formatting an IBAN for a bank's legacy file format, signing a request with a customer's credentials: each needs the plaintext for a few milliseconds. Functions runs that code inside our compliant environment so the plaintext never travels to your infrastructure.

Letting customers run arbitrary code beside a vault is an unusual thing for a security company to do. Here is the model that makes us comfortable with it.

## Three boundaries, not one

We assume any single isolation mechanism will eventually have a bug. A function therefore runs behind three independent boundaries:

1. **A V8 isolate** with no Node.js built-ins, no filesystem and no timers beyond a per-invocation deadline. This is the fast, fine-grained boundary.
2. **A per-tenant microVM.** Isolates of different customers never share a process or a kernel. A V8 escape lands an attacker in a VM that holds only their own tenant's code and data.
3. **A network namespace with no default route.** The VM can reach the vault's detokenize endpoint for its own tenant and the egress proxy, and nothing else.

## Egress goes through Relay

The most common way to exfiltrate data is simply to send it somewhere. Functions cannot open sockets. The only outbound path is \`fetch\`, which we implement on top of Relay's outbound proxy, so every request a function makes is subject to the tenant's allow-list of destinations and is logged with its route, status and size. A function that tries to post a card number to an unknown host fails with a clear error and leaves an audit event.

\`\`\`javascript
export default async function handler(req, ctx) {
  const card = await ctx.reveal(req.body.card_token)
  // Only hosts on this tenant's egress allow-list are reachable.
  const res = await fetch('https://api.acquirer.example/v2/authorize', {
    method: 'POST',
    body: JSON.stringify({ pan: card.number, amount: req.body.amount }),
  })
  return { status: res.status }
}
\`\`\`

## Plaintext has a lifetime

Values revealed inside a function live in the isolate's heap only. When the invocation ends, the isolate is disposed rather than reused, and the VM's memory for it is returned to a pool that is zeroed before reuse. We deliberately gave up isolate reuse, which would have saved about 2 ms of cold start, because reuse would let one invocation observe leftovers of another.

## What we test

Every release runs an escape suite: code that tries to read other tenants' memory, call undocumented V8 internals, resolve DNS, reach the metadata service of the cloud provider, and exhaust resources to starve neighbours. The suite also runs continuously against production canaries. Twice a year an external firm gets source access and a week to break it; their findings, and our fixes, go into the SOC 2 report customers can request.

Isolation is never finished. But three boundaries, egress that is allow-listed by default and plaintext that dies with the invocation give us enough margin that a single bug is an incident for us, not a breach for you.
`,
}
