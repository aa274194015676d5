import { badges, code, compare, hero, link, stats, testimonial, type SeedPage } from '../blocks'

export const pci: SeedPage = {
  path: '/products/pci',
  title: 'PCI Compliance',
  description: 'Reduce your PCI DSS scope to a short self-assessment by never storing, processing or transmitting raw card numbers: we collect, vault and forward them from our Level 1 certified platform.',
  header: 'dark',
  layout: (ctx) => [
    hero(
      'pci',
      'PCI Compliance',
      'Pass your PCI assessment with almost nothing in scope',
      'Card numbers are collected into our vault and forwarded to your processor by our proxy. Your systems only ever see tokens, so most teams validate with SAQ A instead of SAQ D.',
      link('Talk to an Expert', '/contact'),
      link('Read the SAQ guide', '/blog/which-saq-do-you-need'),
    ),
    // The page's showpiece: what the short questionnaire leaves out, row by row.
    compare(
      'SAQ A with us, SAQ D without',
      ['SAQ A, with Cipherwell', 'SAQ D, on your own'],
      [
        ['The questionnaire', 'Requirements to attest', 'Around 30', 'Over 250'],
        [null, 'Typical time to complete', 'Days', 'Months'],
        [null, 'Evidence your assessor asks for', 'Our Attestation of Compliance and your payment page', 'Every in-scope system'],
        ['What you must secure yourself', 'Card numbers in your databases, logs and backups', 'no', 'yes'],
        [null, 'Quarterly internal vulnerability scans', 'no', 'yes'],
        [null, 'Annual penetration test of the card data environment', 'no', 'yes'],
        [null, 'Network segmentation testing', 'no', 'yes'],
        [null, 'Encryption key management for stored cards', 'no', 'yes'],
      ],
    ),
    badges(
      'Assessed so you do not have to be',
      'Independent auditors check our controls every year. The reports are yours to hand to your assessor.',
      ['pci_dss_l1', 'soc2_type2', 'iso_27001', 'gdpr'],
      link('How we handle personal data', '/legal/privacy'),
    ),
    code(
      'Charge a card without touching it',
      'Your billing service sends the token through Relay’s outbound proxy; the processor receives the card number.',
      'javascript',
      'charge.js',
      `
import { ProxyAgent, fetch } from 'undici'

// Outbound proxy credentials from the Cipherwell dashboard.
const relay = new ProxyAgent(process.env.CIPHERWELL_OUTBOUND_PROXY)

const res = await fetch('https://api.processor.example/v1/payments', {
  dispatcher: relay,
  method: 'POST',
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify({ amount: 8900, currency: 'EUR', card: { number: 'tok_7Nq2vX9LmR4sT8pA' } }),
})
// Relay swapped the token for the card number on the way out.
`,
    ),
    testimonial(
      ctx,
      'fernwick-finance',
      'We filed SAQ A six weeks after we started. Forty-one systems left our assessment, and our engineers stopped dreading the audit season.',
      'Callum Byrne',
      'Head of Compliance',
    ),
  ],
}

export const pageProtection: SeedPage = {
  path: '/products/page-protection',
  title: 'Page Protection',
  description: 'Inventory, authorize and monitor every script on your payment pages from a real browser, with alerts in minutes, to meet PCI DSS 4.0 requirements 6.4.3 and 11.6.1 and stop web skimming.',
  header: 'dark',
  layout: (ctx) => [
    hero(
      'page_protection',
      'Page Protection',
      'Know every script on your payment page, and when it changes',
      'Page Protection watches your checkout from a real browser, builds the script inventory PCI DSS 4.0 asks for and alerts you within minutes when a script or security header changes.',
      link('Talk to an Expert', '/contact'),
      link('Read the 6.4.3 field guide', '/blog/pci-dss-4-payment-page-scripts'),
    ),
    // The page's showpiece: the script inventory requirement 6.4.3 asks for, as the console keeps it.
    compare(
      'Every script on the checkout, with an owner and a reason',
      ['Loaded by', 'Owner', 'Status'],
      [
        ['Approved', 'Card fields (Cipherwell)', 'Checkout page', 'Payments team', 'Authorised'],
        [null, 'Analytics tag', 'Tag manager', 'Marketing', 'Authorised'],
        [null, 'Polyfill bundle', 'Theme', 'Front-end team', 'Changed 4 min ago'],
        ['Needs a decision', 'Reviews widget', 'Tag manager, three levels deep', 'Nobody yet', 'Unexplained: flagged'],
      ],
    ),
    code(
      'Send policy reports to Page Protection',
      'Add the reporting endpoint to your headers; violations and new scripts appear in the console within seconds.',
      'http',
      'response headers',
      `
Content-Security-Policy: script-src 'self' https://js.cipherwell.com https://cdn.analytics.example; report-to cw-page-protection
Reporting-Endpoints: cw-page-protection="https://reports.cipherwell.com/pp/site_8Hf2kQ"
`,
    ),
    stats('From the first fifty checkouts we protected', [
      ['23', 'scripts on the median payment page'],
      ['38%', 'ran a script nobody could explain'],
      ['4 min', 'median time from change to alert'],
    ]),
    testimonial(
      ctx,
      'harbor-and-pine',
      'Our tag manager was a blind spot. Page Protection lists every script it loads on the checkout, and the policy it drafted went live without holding up a single release.',
      'Owen Pryce',
      'Lead Front-end Engineer',
    ),
  ],
}
