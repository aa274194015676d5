import { BRAND } from '../../brand'
import { CUSTOMER_SLUGS } from '../customers'
import { linkTo } from '../../lib/links'
import { code, cta, docs, features, link, stats, testimonial, type SeedPage } from './blocks'

export const home: SeedPage = {
  path: '/',
  title: 'Protect sensitive data without slowing your engineers',
  description: `${BRAND.name} keeps card data, PII and secrets out of your systems with an encryption proxy, serverless functions and secure enclaves, so you ship faster with a fraction of the compliance scope.`,
  header: 'dark',
  layout: (ctx) => [
    {
      blockType: 'hero',
      eyebrow: 'Data security for developers',
      heading: 'Protect sensitive data without slowing your engineers',
      text: 'Tokenize card numbers, bank details and personal data before they reach your servers. Your stack keeps working on tokens; we carry the vault, the keys and the PCI Level 1 audit.',
      primary: link('Start building for free', 'https://app.cipherwell.com/signup'),
      secondary: link('Read the docs', docs('')),
      emailCapture: true,
      visual: 'data_in_tokens_out',
    },
    {
      blockType: 'logoWall',
      heading: 'Trusted by payment, fintech and healthcare teams',
      customers: CUSTOMER_SLUGS.map(ctx.customer),
    },
    features(
      'One platform for every kind of sensitive data',
      'Start with the product that solves today’s problem. Everything shares one vault, one audit log and one compliance boundary.',
      [
        { icon: 'relay', title: 'Relay', text: 'An encryption proxy in front of any API. Sensitive fields become tokens in flight, with no code changes to your services.', link: linkTo('/products/relay') },
        { icon: 'functions', title: 'Functions', text: 'Run your own code on revealed values inside our compliant environment, and return only the result.', link: linkTo('/products/functions') },
        { icon: 'enclaves', title: 'Enclaves', text: 'Hardware-isolated compute with remote attestation for keys, wallets and models nobody should see.', link: linkTo('/products/enclaves') },
        { icon: 'pci', title: 'PCI Compliance', text: 'Shrink your assessment to SAQ A: no card number ever touches a system you run.', link: linkTo('/products/pci') },
        { icon: 'card', title: 'Card Collection', text: 'Drop-in card fields served from our domain and styled to match your checkout.', link: linkTo('/products/card-collection') },
        { icon: 'token', title: 'Network Tokens', text: 'Provision Visa and Mastercard network tokens for higher approval rates and fewer failed renewals.', link: linkTo('/products/network-tokens') },
      ],
    ),
    code(
      'Tokenize in one request',
      'Point your client at your Relay endpoint instead of your API. Your servers receive tokens; the card number goes to our vault.',
      'bash',
      'checkout.sh',
      `
curl https://tnt_4Jd8s2.relay.cipherwell.com/v1/checkout \\
  -H "Content-Type: application/json" \\
  -d '{"amount": 8900, "card": {"number": "4242424242424242", "cvc": "123"}}'

# What your API at api.example-shop.com receives:
# {"amount": 8900,
#  "card": {"number": "4242420193574242", "cvc": "tok_eph_Kx81QzV3"}}
`,
    ),
    stats('Built for the traffic you cannot afford to drop', [
      ['3.1B', 'sensitive values protected in our vaults'],
      ['99.995%', 'API availability over the last twelve months'],
      ['< 5 ms', 'p99 overhead added by Relay'],
      ['900+', 'companies building on Cipherwell'],
    ]),
    testimonial(
      ctx,
      'quaystone-payments',
      'We route payments across seven processors from a single vault. Cipherwell made that architecture possible without our engineers ever handling a card number, and it added less latency than our own load balancers.',
      'Adaeze Okonkwo',
      'VP Platform Engineering',
    ),
    cta(
      'See what your stack looks like with nothing to steal',
      'Tell us what you are protecting. A security engineer will map your data flows with you and show you how much scope disappears.',
    ),
  ],
}
