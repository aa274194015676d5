import { BRAND } from '../../../brand'
import { code, cta, diagram, docs, features, hero, link, related, split, stats, testimonial, type SeedPage } from '../blocks'

export const encryption: SeedPage = {
  path: `/solutions/${BRAND.slug}-encryption`,
  title: `${BRAND.name} Encryption`,
  description: 'Field-level encryption that keeps sensitive values encrypted from the browser to the one service allowed to read them, with keys you control and every decryption logged.',
  header: 'dark',
  layout: (ctx) => [
    hero(
      'encryption',
      `${BRAND.name} Encryption`,
      'Encrypt sensitive fields before they ever reach your systems',
      'Relay, Functions and Enclaves share one vault, one key hierarchy and one audit log. Encrypt a field once at the edge and decide precisely which service, if any, may ever see it again.',
      link('Talk to an Expert', '/contact'),
      link('How the key hierarchy works', docs('/security/keys')),
    ),
    split({
      eyebrow: 'Keys, access and audit',
      heading: 'Encryption that survives contact with production',
      text: 'The hard parts of field-level encryption are keys, access and audit. We built those first, so encrypting a field is one line of route configuration.',
      points: [
        'Bring your own key: wrap tenant keys with a key in your own AWS, GCP or Azure KMS, and revoke it to make your data unreadable',
        'Relay encrypts fields before they reach your load balancer, your logs or your queue',
        'Only the routes, functions and enclaves you name may decrypt, each call logged with a stated purpose',
        'Keys rotate on a schedule; data is re-encrypted lazily on access, with no migration window',
      ],
    }),
    code(
      'Declare who may decrypt',
      'Access policies are versioned alongside your routes and enforced inside the vault.',
      'json',
      'policy.json',
      `
{
  "field": "customer.national_id",
  "encrypt_at": ["relay:rt_8Vn3qL"],
  "decrypt": [
    { "principal": "function:kyc-check", "purpose": "identity_verification" },
    { "principal": "enclave:report-signer", "purpose": "regulatory_reporting" }
  ],
  "key": "kms:arn:aws:kms:eu-west-1:123456789012:key/cw-tenant-root"
}
`,
    ),
    related(ctx, 'One vault behind three products', 'Encrypt once at the edge, then compute on the data or sign with it without taking it back.', [
      '/products/relay',
      '/products/functions',
      '/products/enclaves',
    ]),
    cta('Design your key hierarchy with us', 'A session with our security engineers covers keys, access policies and the audit trail your auditors will ask for.'),
  ],
}

export const cards: SeedPage = {
  path: '/solutions/cards',
  title: 'Accept and store cards',
  description: 'Collect, vault and charge cards on any processor while staying out of PCI scope: hosted card fields, a processor-independent vault, network tokens and a proxy that forwards charges.',
  header: 'dark',
  layout: (ctx) => [
    hero(
      'accept_cards',
      'Accept cards',
      'Store cards once, charge them anywhere',
      'Collect cards with fields served from our domain, keep them in a vault that belongs to no processor, and charge them through whichever processor you choose, without card numbers touching your systems.',
      link('Talk to an Expert', '/contact'),
      link('See the card products', '/products/card-collection'),
    ),
    split({
      eyebrow: 'A vault no processor owns',
      heading: 'The whole card lifecycle, without card numbers',
      text: 'Each piece works alone; together they remove card data from your stack. Cards are collected on our domain, stay current after reissue and are charged on whichever processor you choose.',
      points: [
        'Card fields styled like your checkout, with wallets and autofill',
        '3-D Secure 2 on any processor, tuned for frictionless approvals',
        'Network tokens and account updates keep stored cards working after reissue',
        'Relay forwards charges to your processor with the card restored in flight',
      ],
    }),
    related(ctx, 'The card products', 'Start with one; each works with the processor you already have.', [
      '/products/card-collection',
      '/products/3ds',
      '/products/network-tokens',
      '/products/relay',
    ]),
    testimonial(
      ctx,
      'fernwick-finance',
      'We kept our processor and our billing code. What changed is that a card number no longer exists anywhere in our infrastructure.',
      'Nadia Rahman',
      'Payments Engineering Lead',
    ),
    cta('Plan your card migration', 'Moving stored cards out of a processor’s vault takes coordination. We have done it dozens of times and will run it with you.'),
  ],
}

export const multiPsp: SeedPage = {
  path: '/solutions/multi-psp',
  title: 'Multi-PSP payments',
  description: 'Route payments across processors from one vault of cards for resilience, higher approval rates and lower fees, without re-collecting cards or taking card data back into scope.',
  header: 'dark',
  layout: (ctx) => [
    hero(
      'multi_psp',
      'Multi-PSP',
      'Route every payment to the processor most likely to approve it',
      'Keep one copy of every card in a vault no processor owns. Relay formats each charge for the processor you choose, so adding, switching or failing over is a routing decision.',
      link('Talk to an Expert', '/contact'),
      link('Register for the routing webinar', '/webinars/multi-psp-routing-without-lock-in'),
    ),
    diagram(
      'Built for routing',
      'Everything needed to run more than one processor without more than one vault: ready-made routes for the major processors’ APIs, soft-decline retries within the same checkout, and a vault you can import cards into and export them from.',
      ['Your server', '*Cipherwell Relay', 'Processor A', 'Processor B'],
      [
        [1, 2, 'Charge card_pfpt_9Jw2 on processor A', 'token'],
        [2, 3, 'Card number restored for processor A', 'sensitive'],
        [3, 1, 'Soft decline: do not honour'],
        [1, 2, 'Retry the same token on processor B', 'token'],
        [2, 4, 'Card number restored for processor B', 'sensitive'],
        [4, 1, 'Approved, network token returned', 'token'],
      ],
    ),
    stats(
      'What multi-processor routing delivers',
      [
        ['+3.8 pts', 'approval rate at Quaystone Payments'],
        ['40+', 'processors and gateways with ready-made routes'],
        ['0', 'cards re-collected when you add a processor'],
      ],
      'Approval rate: Quaystone Payments, card-not-present traffic over the six months after adding a second processor.',
    ),
    testimonial(
      ctx,
      'quaystone-payments',
      'When one processor’s approval rate dips, our routing engine moves traffic to another within minutes. That works only because every processor can charge the same stored card.',
      'Kwame Mensah',
      'Director of Payment Routing',
    ),
    cta('Add your second processor without a migration', 'We will review your processors and show you where routing would recover declines.'),
  ],
}

export const cardIssuing: SeedPage = {
  path: '/solutions/card-issuing',
  title: 'Card issuing',
  description: 'Show issued card numbers, expiry dates and PINs to your cardholders, and pass them to your issuer processor, without your apps or servers ever handling them in clear.',
  header: 'dark',
  layout: (ctx) => [
    hero(
      'card_issuing',
      'Card issuing',
      'Reveal issued cards to cardholders, not to your servers',
      'When your customers tap “show card details”, the number goes from your issuer processor to their screen through our secure fields. Your backend handles tokens only, so your programme stays out of PCI scope.',
      link('Talk to an Expert', '/contact'),
      link('Issuing documentation', docs('/issuing')),
    ),
    split({
      eyebrow: 'Secure reveal',
      heading: 'For card programmes of every size',
      text: 'Used by expense platforms, neobanks and B2B payment companies. Card details travel from your issuer processor to the cardholder’s screen; your apps and servers handle tokens only.',
      points: [
        'Card number, expiry and CVC shown in iframes on web and secure views on iOS and Android',
        'Cardholders set or view their PIN without it touching your infrastructure',
        'Relay routes to your issuer processor tokenize card data in responses automatically',
        'Generate and hold issuing keys in Enclaves instead of a dedicated HSM',
      ],
    }),
    stats(
      'Issuing on Cipherwell',
      [
        ['4.6M', 'issued cards revealed securely each month'],
        ['< 300 ms', 'median time to show card details'],
      ],
      'Across all issuing customers, October 2026; time measured from tap to card details on screen.',
    ),
    related(ctx, 'What issuing runs on', 'The same products that protect accepted cards protect the ones you issue.', [
      '/products/relay',
      '/products/enclaves',
    ]),
    cta('Launch your card programme without the PCI project', 'Tell us about your issuer processor and we will show you the integration end to end.'),
  ],
}

export const walletManagement: SeedPage = {
  path: '/solutions/wallet-management',
  title: 'Wallet management',
  description: 'Generate, hold and use private keys for digital-asset wallets inside attested secure enclaves, so keys never leave protected memory and clients can verify the code that signs.',
  header: 'dark',
  layout: (ctx) => [
    hero(
      'wallet_signing',
      'Wallet management',
      'Private keys that never leave protected memory',
      'Generate wallet keys inside Enclaves, seal them to your signing code and let your clients verify that code before they send a transaction. Scale signing like any other service.',
      link('Talk to an Expert', '/contact'),
      link('Watch the live enclave build', '/webinars/inside-enclaves-live-build'),
    ),
    features('Custody-grade signing', 'The controls institutional clients and auditors expect, in code you own.', [
      { icon: 'wallet', title: 'Any chain, any scheme', text: 'ECDSA, EdDSA and Schnorr, implemented in your code instead of waiting for HSM firmware.' },
      { icon: 'shield', title: 'Policy inside the boundary', text: 'Withdrawal limits, allow-lists and approvals enforced inside the enclave, not in front of it.' },
      { icon: 'key', title: 'Sealed keys and recovery', text: 'Keys sealed to your build, with an audited migration path to the next version.' },
    ]),
    testimonial(
      ctx,
      'northvane-custody',
      'Withdrawals peak when markets move. Our signing service scales out in minutes, and each new instance proves it runs the published build before it is given a key.',
      'Mateo Ferrand',
      'Head of Wallet Infrastructure',
    ),
    related(ctx, 'Built on Enclaves', 'Signing runs in Enclaves; Functions prepare and check transactions next to the vault.', [
      '/products/enclaves',
      '/products/functions',
    ]),
    cta('Review your custody architecture with us', 'Our enclave engineers will walk through your signing flow, threat model and migration from HSMs.'),
  ],
}
