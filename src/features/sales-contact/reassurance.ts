/**
 * The words beside the sales form: who answers, how fast, and a few customers. They add to the
 * spec's drawer copy (copy.ts) and never replace it; the reply time is the thank-you page's
 * ("usually within one business day"). Icons are 24×24 stroke paths, kept here rather than
 * taken from the icon table so this client code does not ship the whole table.
 */
export type ReassurancePoint = { title: string; text: string; icon: string }

export const REASSURANCE_HEADING = 'What happens next'

export const REASSURANCE_POINTS: readonly ReassurancePoint[] = [
  {
    title: 'A solutions engineer, not a call centre',
    text: 'Someone who has put Cipherwell in front of payment and data systems like yours reads your message and replies in person.',
    icon: 'M12 4a4 4 0 100 8 4 4 0 000-8zM4 21c0-4 4-6 8-6s8 2 8 6',
  },
  {
    title: 'A reply within one business day',
    text: 'Usually sooner: we answer from London and New York, Monday to Friday.',
    icon: 'M12 7v5l3 2M12 3a9 9 0 100 18 9 9 0 000-18z',
  },
  {
    title: 'Compliance questions welcome',
    text: 'PCI DSS scope, HIPAA or data residency: we bring in our compliance team when your question needs them.',
    icon: 'M9 12l2 2 4-4M12 3l8 4v5c0 5-3.5 8-8 9-4.5-1-8-4-8-9V7l8-4z',
  },
]

export const CUSTOMERS_HEADING = 'Trusted by teams at'

/** How a wordmark's name is set, after the customer's own logo (see the seed's wordmarks). */
export type WordmarkStyle = 'sans' | 'serif' | 'caps' | 'heavy'

/**
 * Customers from the seed (by slug), drawn as small wordmarks: their mark in a 100×100 box
 * (`fill` filled, `stroke` stroked) beside their name. Simplified from the seed's logo files,
 * which are CMS uploads the drawer has no way to read.
 */
export type CustomerWordmark = {
  name: string
  slug: string
  text: string
  style: WordmarkStyle
  fill: string
  stroke?: string
}

const roundedBar = (x: number) => `M${x + 5.5} 10a5.5 5.5 0 015.5 5.5v69a5.5 5.5 0 01-11 0v-69A5.5 5.5 0 01${x + 5.5} 10z`
const stone = (x: number, y: number) => `M${x + 7} ${y}h30a7 7 0 017 7v16a7 7 0 01-7 7H${x + 7}a7 7 0 01-7-7V${y + 7}a7 7 0 017-7z`

export const CUSTOMER_WORDMARKS: readonly CustomerWordmark[] = [
  {
    name: 'Quaystone Payments',
    slug: 'quaystone-payments',
    text: 'Quaystone',
    style: 'sans',
    fill: [stone(4, 54), stone(52, 54), stone(28, 18)].join(''),
  },
  {
    name: 'Harbor & Pine',
    slug: 'harbor-and-pine',
    text: 'Harbor & Pine',
    style: 'serif',
    fill: 'M50 4 82 48H18zM50 30 90 78H10z',
    stroke: 'M8 94c14-9 28-9 42 0s28 9 42 0',
  },
  {
    name: 'Northvane Custody',
    slug: 'northvane-custody',
    text: 'Northvane',
    style: 'caps',
    fill: 'M28 56a16 16 0 100 32 16 16 0 000-32zM92 8 52 16l32 32z',
    stroke: 'M24 76 74 26',
  },
  {
    name: 'Tallyline',
    slug: 'tallyline',
    text: 'tallyline',
    style: 'heavy',
    fill: [14, 34, 54, 74].map(roundedBar).join(''),
    stroke: 'M6 78 94 24',
  },
]
