import { DEFAULT_URLS } from '../../brand'
import { link, type SeedPage } from './blocks'

/**
 * Listing pages have no hero: their routes render the list under the page header, whose
 * h1 is the title and whose lead is the intro.
 */
const listing = (path: string, title: string, description: string, intro: string, header: SeedPage['header'] = 'light'): SeedPage => ({
  path,
  title,
  description,
  intro,
  header,
})

export const listings: SeedPage[] = [
  listing(
    '/customers',
    'Customers',
    'How payment platforms, fintechs, retailers, healthcare providers and custodians use Cipherwell to take sensitive data out of their systems: case studies with the numbers.',
    'Payment platforms, fintechs and marketplaces that protect sensitive data with us, in their own words and with their own numbers.',
    'dark',
  ),
  listing(
    '/careers',
    'Careers',
    'Open roles at Cipherwell in engineering, security and compliance, and go-to-market, in London, Berlin, New York and remote across Europe and the US.',
    'Join a small team building the security layer that developers actually enjoy using. We hire in London, Berlin and New York, and remotely across Europe and the US.',
    'dark',
  ),
  listing(
    '/blog',
    'Blog',
    'Engineering deep dives, compliance guides and product news from the Cipherwell team: tokenization, PCI DSS 4.0, HIPAA, network tokens, 3-D Secure and secure enclaves.',
    'Engineering deep dives, compliance guides and product news from the people who build and certify Cipherwell.',
  ),
  listing(
    '/changelog',
    'Changelog',
    'Every improvement, fix and security change we ship to Relay, Functions, Enclaves and the card products, with the details developers need to act on it.',
    'Every product improvement we ship, as it ships. Subscribe to the feed to hear about changes that affect your integration.',
  ),
  listing(
    '/webinars',
    'Webinars',
    'Live sessions and on-demand recordings on payments security and compliance, from PCI DSS 4.0 payment page rules to network tokens and secure enclaves.',
    'Live sessions with our engineers, compliance team and customers, and recordings of everything we have run so far.',
    'dark',
  ),
  listing(
    '/papers',
    'Papers',
    'Whitepapers and research reports on tokenization architecture, payment page script risk and confidential computing, free to download as PDF.',
    'Whitepapers and reports on tokenization, PCI DSS and data security architecture, written for engineers and reviewed by our compliance team.',
  ),
  listing(
    '/press',
    'Press',
    'Cipherwell news and press releases, with contacts for journalists and analysts: funding, product launches, certifications and new offices.',
    'News about the company. For interviews, data or brand assets, write to press@cipherwell.com.',
  ),
]

export const contact: SeedPage = {
  path: '/contact',
  title: 'Contact sales',
  description: 'Talk to a Cipherwell security expert about protecting card data, personal data or secrets, your PCI DSS or HIPAA scope, pricing for your volumes, or a guided demo of the platform.',
  intro: 'Tell us what you are protecting and one of our security experts will get in touch as soon as possible.',
  header: 'light',
  layout: ({ md }) => [
    {
      blockType: 'contactForm',
      heading: 'Send us a Message',
      text: 'Tell us what data you need to protect, the systems it passes through and your timeline.',
      context: 'contact-page',
      aside: md(`
## Other ways to reach us

- **Support for existing customers:** support@cipherwell.com, or through the dashboard for priority handling
- **Security reports:** security@cipherwell.com. We run a vulnerability disclosure programme and answer every report within two working days.
- **Compliance documents:** compliance@cipherwell.com for our PCI DSS Attestation of Compliance or SOC 2 Type II report
- **Press:** press@cipherwell.com

## Offices

**London** (headquarters): 2nd Floor, 9 Aldgate Row, London E1 8QX, United Kingdom

**Berlin:** Cipherwell GmbH, Torstraße 118, 10119 Berlin, Germany

**New York:** Cipherwell Inc., 8th Floor, 245 West 29th Street, New York, NY 10001, United States
`),
    },
  ],
}

export const thankYou: SeedPage = {
  path: '/contact/thank-you',
  title: 'Thank you',
  description: 'Thanks for contacting Cipherwell. A security expert will reply within one business day; in the meantime, explore our documentation, customer stories and engineering blog.',
  intro: 'Thanks for reaching out. One of our security experts will get in touch as soon as possible, usually within one business day.',
  header: 'light',
  layout: () => [
    {
      blockType: 'cta',
      heading: 'While you wait',
      text: 'See how teams like yours took sensitive data out of their systems, or start exploring the API.',
      primary: link('Read customer stories', '/customers'),
      secondary: link('Browse the documentation', DEFAULT_URLS.docsUrl),
    },
  ],
}
