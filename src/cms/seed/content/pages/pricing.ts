import type { ComparisonTableBlock, FaqBlock, PricingTableBlock } from '../../../payload-types'
import { cta, link, type SeedPage } from './blocks'

const PLANS = ['Starter', 'Scale', 'Enterprise'] as const

const pricingTable: PricingTableBlock = {
  blockType: 'pricingTable',
  plans: [
    {
      name: 'Starter',
      price: '$0',
      period: 'per month',
      description: 'For prototypes and early products. Everything you need to keep sensitive data out of your stack from day one.',
      features: [
        { text: 'Up to 1,000 stored records' },
        { text: '50,000 Relay requests a month' },
        { text: 'Card Collection and BIN Lookup' },
        { text: 'Community support' },
      ],
      cta: link('Start for free', 'https://app.cipherwell.com/signup'),
    },
    {
      name: 'Scale',
      price: '$990',
      period: 'per month',
      description: 'For companies in production that need compliance evidence, higher volumes and a support team that answers.',
      features: [
        { text: '100,000 stored records included' },
        { text: '2 million Relay requests a month included' },
        { text: 'Functions, 3-D Secure and Network Tokens' },
        { text: '750 Enclaves vCPU-hours a month' },
        { text: 'PCI responsibility matrix and AOC' },
        { text: 'Business Associate Agreement for HIPAA' },
      ],
      cta: link('Start a 30-day trial', 'https://app.cipherwell.com/signup?plan=scale'),
      highlighted: true,
    },
    {
      name: 'Enterprise',
      price: 'Custom',
      description: 'For high volumes, regulated industries and teams that need dedicated infrastructure, residency and guarantees.',
      features: [
        { text: 'Volume pricing on records and requests' },
        { text: 'Dedicated vault and Relay infrastructure' },
        { text: 'EU-only data residency' },
        { text: '99.99% uptime SLA with service credits' },
        { text: 'Named solutions engineer and compliance reviews' },
      ],
      cta: link('Talk to sales', '/contact'),
    },
  ],
}

type Row = [feature: string, starter: string, scale: string, enterprise: string, group?: string]

const ROWS: Row[] = [
  ['Stored records included', '1,000', '100,000', 'Custom', 'Usage'],
  ['Additional records', 'no', '$0.002 per record per month', 'Volume pricing'],
  ['Relay requests included', '50,000 / month', '2M / month', 'Custom'],
  ['Additional requests', 'no', '$0.20 per 1,000', 'Volume pricing'],
  ['Relay encryption proxy', 'yes', 'yes', 'yes', 'Products'],
  ['Card Collection', 'yes', 'yes', 'yes'],
  ['BIN Lookup', '10,000 / month', '250,000 / month', 'Unlimited'],
  ['Functions', 'no', 'yes', 'yes'],
  ['3-D Secure', 'no', 'yes', 'yes'],
  ['Network Tokens', 'no', 'yes', 'yes'],
  ['Enclaves', 'no', '750 vCPU-hours / month', 'Custom'],
  ['Page Protection', 'no', 'Add-on', 'yes'],
  ['PCI DSS responsibility matrix and AOC', 'no', 'yes', 'yes', 'Security & compliance'],
  ['SOC 2 Type II report', 'no', 'yes', 'yes'],
  ['HIPAA Business Associate Agreement', 'no', 'yes', 'yes'],
  ['Customer-managed keys (BYOK)', 'no', 'no', 'yes'],
  ['EU-only data residency', 'no', 'no', 'yes'],
  ['Single sign-on (SAML)', 'no', 'yes', 'yes'],
  ['Support', 'Community', 'Email, next business day', '24/7 with 30-minute response', 'Support'],
  ['Uptime SLA', 'no', '99.95%', '99.99%'],
]

const comparisonTable: ComparisonTableBlock = {
  blockType: 'comparisonTable',
  heading: 'Compare plans',
  columns: PLANS.map((label) => ({ label })),
  // One value per plan column, or the table would misalign (the block validates it too).
  rows: ROWS.map(([feature, starter, scale, enterprise, group]) => ({
    ...(group ? { group } : {}),
    feature,
    values: [starter, scale, enterprise].map((value) => ({ value })),
  })),
}

const faq: FaqBlock = {
  blockType: 'faq',
  heading: 'Pricing questions',
  items: [
    {
      question: 'What counts as a stored record?',
      answer: 'One sensitive value held in your vault, such as a card, a bank account or a national ID number, counted once however many times you use it. Ephemeral values like a CVC, kept for minutes, are not counted.',
    },
    {
      question: 'Is there a setup fee or a minimum term?',
      answer: 'No. Starter and Scale are billed monthly and can be cancelled at any time. Enterprise plans are usually annual, with volume commitments that lower the unit price.',
    },
    {
      question: 'What happens if I go over my included volume?',
      answer: 'Nothing breaks. Additional records and requests are billed at the rates in the table at the end of the month, and we email you when you pass 80% of your included volume.',
    },
    {
      question: 'Can I take my data with me if I leave?',
      answer: 'Yes. We export your vault to another PCI DSS compliant provider or processor of your choice, encrypted in transit, at no charge on any paid plan.',
    },
    {
      question: 'Do you offer discounts for startups or non-profits?',
      answer: 'Companies in their first two years with under $5 million in funding get 50% off Scale for twelve months, and registered non-profits get the same discount indefinitely. Ask us when you sign up.',
    },
  ],
}

export const pricing: SeedPage = {
  path: '/pricing',
  title: 'Pricing',
  description: 'Cipherwell pricing: start free with 1,000 stored records, move to Scale at $990 a month with compliance evidence and a BAA, or talk to us about Enterprise volumes, residency and SLAs.',
  // The page's title and this intro head the plans: the pricing table has no heading of its own.
  intro: 'Start free, pay as you grow, and talk to us about enterprise compliance needs. Every plan runs on the same PCI DSS Level 1 and SOC 2 Type II certified platform.',
  header: 'light',
  layout: () => [
    pricingTable,
    comparisonTable,
    faq,
    cta('Not sure which plan fits?', 'Tell us your volumes and compliance requirements and we will recommend a plan, with a quote if you need one.', link('See customer stories', '/customers')),
  ],
}
