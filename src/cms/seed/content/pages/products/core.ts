import { badges, code, codeTabs, cta, diagram, docs, hero, link, playground, stats, testimonial, type SeedPage } from '../blocks'

export const relay: SeedPage = {
  path: '/products/relay',
  title: 'Relay',
  description: 'Relay is an encryption proxy that tokenizes sensitive fields in flight, before requests reach your servers, and reveals them only on the way to the third parties that need them.',
  header: 'dark',
  layout: () => [
    hero(
      'relay',
      'Relay · Encryption proxy',
      'Sensitive data in, tokens out, with no code changes',
      'Put Relay in front of your API and card numbers, bank details and personal data are tokenized before they reach your servers. Send requests to processors through it and the real values are restored on the way out.',
      link('Talk to an Expert', '/contact'),
      link('Relay documentation', docs('/relay')),
    ),
    diagram(
      'Where the card number goes, and where it never does',
      'Relay sits on both sides of your API. Inbound, it swaps sensitive fields for tokens before your load balancer sees them; outbound, it swaps them back only for destinations you allow. Every tokenize and reveal is logged with route, caller and purpose.',
      ['Browser', 'Your server', '*Cipherwell Relay', 'Processor'],
      [
        [1, 3, 'POST /v1/checkout with card number and CVC', 'sensitive'],
        [3, 3, 'Tokenize card number and CVC'],
        [3, 2, 'Same request, card fields as tokens', 'token'],
        [2, 3, 'Charge through the outbound proxy', 'token'],
        [3, 4, 'Tokens revealed for an allow-listed host', 'sensitive'],
        [4, 2, 'Authorization result, no card data', 'token'],
      ],
    ),
    playground(
      'relay',
      'Send a checkout through Relay',
      'Edit the request, choose the fields to protect and send it. This runs in your browser with fake tokens: watch what leaves, what your API receives and what the vault keeps.',
    ),
    codeTabs(
      'Create a route, then send traffic through it',
      'Routes are managed with the API, the dashboard or Terraform. Changes are versioned and can be rolled back in one call. Relay reports its own time on every response in the cw-proxy-time header, against a published p99 budget of 5 ms.',
      [
        ['curl', 'bash', 'create-route.sh', `
curl https://api.cipherwell.com/v1/relay/routes \\
  -u "$CIPHERWELL_API_KEY:" \\
  -H "Content-Type: application/json" \\
  -d '{
    "match": { "method": "POST", "path": "/v1/checkout" },
    "upstream": "https://api.example-shop.com",
    "transforms": [
      { "select": "$.card.number", "action": "tokenize", "format": "card_pfpt" },
      { "select": "$.card.cvc", "action": "tokenize", "format": "ephemeral" }
    ]
  }'

# {"id": "rt_8Vn3qL", "version": 1,
#  "endpoint": "https://tnt_4Jd8s2.relay.cipherwell.com"}
`],
        ['Node', 'typescript', 'create-route.ts', `
import { Cipherwell } from '@cipherwell/node'

const cipherwell = new Cipherwell(process.env.CIPHERWELL_API_KEY!)

const route = await cipherwell.relay.routes.create({
  match: { method: 'POST', path: '/v1/checkout' },
  upstream: 'https://api.example-shop.com',
  transforms: [
    { select: '$.card.number', action: 'tokenize', format: 'card_pfpt' },
    { select: '$.card.cvc', action: 'tokenize', format: 'ephemeral' },
  ],
})
console.log(route.endpoint) // https://tnt_4Jd8s2.relay.cipherwell.com
`],
        ['Python', 'python', 'create_route.py', `
import os
from cipherwell import Cipherwell

cipherwell = Cipherwell(api_key=os.environ["CIPHERWELL_API_KEY"])

route = cipherwell.relay.routes.create(
    match={"method": "POST", "path": "/v1/checkout"},
    upstream="https://api.example-shop.com",
    transforms=[
        {"select": "$.card.number", "action": "tokenize", "format": "card_pfpt"},
        {"select": "$.card.cvc", "action": "tokenize", "format": "ephemeral"},
    ],
)
print(route.endpoint)  # https://tnt_4Jd8s2.relay.cipherwell.com
`],
        ['Go', 'go', 'create_route.go', `
client := cipherwell.NewClient(os.Getenv("CIPHERWELL_API_KEY"))

route, err := client.Relay.Routes.Create(ctx, &cipherwell.RouteParams{
	Match:    cipherwell.Match{Method: "POST", Path: "/v1/checkout"},
	Upstream: "https://api.example-shop.com",
	Transforms: []cipherwell.Transform{
		{Select: "$.card.number", Action: "tokenize", Format: "card_pfpt"},
		{Select: "$.card.cvc", Action: "tokenize", Format: "ephemeral"},
	},
})
if err != nil {
	return err
}
fmt.Println(route.Endpoint) // https://tnt_4Jd8s2.relay.cipherwell.com
`],
      ],
    ),
    cta('Take your servers out of the data path', 'Most teams route their first production traffic through Relay within two weeks. We will help you plan the routes.'),
  ],
}

export const functions: SeedPage = {
  path: '/products/functions',
  title: 'Functions',
  description: 'Cipherwell Functions run your JavaScript on revealed sensitive values inside our PCI Level 1 environment, so you can compute on card and personal data without it ever reaching your infrastructure.',
  header: 'dark',
  layout: () => [
    hero(
      'functions',
      'Functions · Serverless on protected data',
      'Compute on sensitive data you never hold',
      'Some jobs need the real value: hashing a card for a fraud model, formatting an IBAN for a bank file, signing a partner request. Functions run that code next to the vault and return only the result.',
      link('Talk to an Expert', '/contact'),
      link('Functions documentation', docs('/functions')),
    ),
    // The page's showpiece: a payout file made from values the caller never sees.
    diagram(
      'Plaintext in the function, a receipt for you',
      'Your service sends tokens. The function reveals the bank details inside its isolate (a V8 isolate in a per-tenant microVM, with egress only through Relay), delivers the file and returns what is safe to hold.',
      ['Your service', '*Functions', '*Vault', 'Bank SFTP'],
      [
        [1, 2, 'POST /payout-file with account tokens', 'token'],
        [2, 3, 'reveal(tok_bank_9Kd2…)', 'token'],
        [3, 2, 'Sort code and account number', 'sensitive'],
        [2, 4, 'payouts/batch_214.csv', 'sensitive'],
        [4, 2, 'Upload receipt'],
        [2, 1, '214 lines and a checksum; no account numbers'],
      ],
    ),
    code(
      'A function that prepares a bank payout file',
      'Functions receive tokens, reveal what they need inside the boundary, and return only what is safe to leave.',
      'javascript',
      'payout-file.js',
      `
export default async function handler(req, ctx) {
  const lines = []
  for (const payout of req.body.payouts) {
    // Revealed values exist only inside this invocation.
    const account = await ctx.reveal(payout.account_token)
    lines.push([account.sort_code, account.number, payout.amount, payout.reference].join(','))
  }
  // Sent straight to the bank's SFTP gateway; the caller only gets a receipt.
  const upload = await ctx.sftp.put('payouts/' + req.body.batch_id + '.csv', lines.join('\\n'))
  return { batch_id: req.body.batch_id, lines: lines.length, checksum: upload.sha256 }
}
`,
    ),
    stats('Fast enough for the request path', [
      ['6 ms', 'median warm invocation, including one reveal'],
      ['120 ms', 'median cold start'],
      ['0', 'isolates reused between invocations'],
    ]),
    cta('Bring the code to the data', 'Tell us what you need to compute on sensitive values, and we will show you how it looks as a function.'),
  ],
}

export const enclaves: SeedPage = {
  path: '/products/enclaves',
  title: 'Enclaves',
  description: 'Cipherwell Enclaves run your container in hardware-isolated memory with remote attestation and sealed keys, for wallets, issuing keys and models that no operator should ever be able to read.',
  header: 'dark',
  layout: (ctx) => [
    hero(
      'enclaves',
      'Enclaves · Secure compute',
      'Secure enclaves that scale like any other service',
      'Deploy a container into memory that no operator, cloud provider or root user can read. Prove to your clients exactly what code is running, and scale it on demand.',
      link('Talk to an Expert', '/contact'),
      link('Enclaves documentation', docs('/enclaves')),
    ),
    diagram(
      'Trust the code, not the operator',
      'Memory is encrypted by the processor, so the host sees only ciphertext. Before a client sends anything, it checks a hardware-signed attestation of the exact image running; keys sealed to that measurement open only inside the same build.',
      ['Client', '*Your enclave', 'Hardware attestation', '*Cipherwell KMS'],
      [
        [1, 2, 'Open a session, ask for attestation'],
        [2, 3, 'Request a signed measurement'],
        [3, 1, 'Document: image hash 3f9a…e07b, signed'],
        [1, 1, 'Check the hash against the build'],
        [2, 4, 'Unseal the signing key for this build', 'sensitive'],
        [1, 2, 'Sign request over the attested channel'],
      ],
    ),
    code(
      'Verify an enclave before you trust it',
      'Clients check the attestation against the image hash you published, then open a session bound to that enclave.',
      'typescript',
      'verify.ts',
      `
import { Cipherwell } from '@cipherwell/node'

const cipherwell = new Cipherwell(process.env.CIPHERWELL_API_KEY!)
const EXPECTED = '3f9a1c5e0d8b4f27a61c9e3b5d7f2a80c4e6b1d9f3a5c7e2b4d6f8a0c1e3e07b'

const session = await cipherwell.enclaves.connect('wallet-signer', {
  // Rejects unless the hardware-signed measurement matches this build.
  expectedMeasurement: EXPECTED,
})
const { signature } = await session.call('sign', { chain: 'eth', tx: unsignedTx })
`,
    ),
    testimonial(
      ctx,
      'northvane-custody',
      'We replaced an HSM cluster with Enclaves and our clients now verify the signing code themselves. New chains are a deployment, not a firmware request.',
      'Ingrid Halvorsen',
      'Principal Security Architect',
    ),
    badges(
      'Audited like the rest of the platform',
      'Enclaves run in the same assessed environment as our vault: the reports are in your dashboard, and our engineers will map your threat model with you.',
      ['soc2_type2', 'iso_27001', 'pci_dss_l1', 'csa_star'],
      link('Talk to an Expert about your workload', '/contact'),
    ),
  ],
}
