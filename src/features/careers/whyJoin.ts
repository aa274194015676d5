import { ICON_PATHS } from '@/lib/icons'

/**
 * The careers page's reasons to join, above the openings. Kept in step with what the seeded
 * job descriptions and press releases already say (founded 2019, 900+ customers, the benefits
 * listed under every role), so the page and a job ad never disagree.
 */
export const MISSION = {
  statement: 'Make sensitive data boring to protect.',
  paragraphs: [
    'Every company that handles card numbers, health records or secrets ends up building the same vault, the same proxy and the same audit trail, and most of them build it twice. We build it once, carefully, so their engineers can get back to their product.',
    'The work is deep (cryptography, low-latency networking, confidential computing, audits) and the team is small enough that your name is on what ships.',
  ],
} as const

/** Figures beside the mission: each a value and what it counts. */
export const FACTS: readonly { value: string; label: string }[] = [
  { value: '2019', label: 'Founded in London' },
  { value: '900+', label: 'Companies protect their data with us' },
  { value: '3', label: 'Offices: London, Berlin and New York' },
  { value: 'Remote', label: 'Across Europe and the US' },
]

export type Value = { title: string; text: string }

export const VALUES: readonly Value[] = [
  {
    title: 'Make it boring',
    text: 'Security that works is uneventful. We choose the well-understood design, the tested rollback and the quiet on-call week over a clever fix at two in the morning.',
  },
  {
    title: 'Write it down',
    text: 'Designs, decisions and incident reviews are written and open to the whole company, so three time zones can disagree usefully and catch up without a meeting.',
  },
  {
    title: 'Developers are the customer',
    text: 'If an integration needs a call with us to work, it is not finished. Engineers take turns answering support, and every ticket is read as feedback on the product.',
  },
  {
    title: 'Own it end to end',
    text: 'The team that builds a service runs it: on call, in the postmortem and in the customer’s audit. Nothing is thrown over a wall, because there is no wall.',
  },
]

/** A benefit with its icon: a 24×24 stroke path, as the site's other icons are drawn. */
export type Benefit = { title: string; text: string; icon: string }

export const BENEFITS: readonly Benefit[] = [
  {
    title: 'Equity for everyone',
    text: 'Every permanent role comes with share options, and you have ten years to exercise them if you leave.',
    icon: 'M4 19h16M6 15l4-4 3 3 6-7M15 7h4v4',
  },
  {
    title: 'Salary bands up front',
    text: 'Pay is in the top quartile for the role and location. We share the band in the first call, and every level’s band is published internally.',
    icon: ICON_PATHS.wallet,
  },
  {
    title: 'Office, remote or both',
    text: 'Work from London, Berlin or New York, or remotely across Europe and the US. Remote teams meet in person twice a year.',
    icon: 'M12 21s-6-5.5-6-11a6 6 0 0112 0c0 5.5-6 11-6 11zM12 8a2 2 0 100 4 2 2 0 000-4z',
  },
  {
    title: '26 weeks of parental leave',
    text: 'Fully paid for every parent, by birth, adoption or surrogacy, with a phased return if you want one.',
    icon: 'M12 20s-7-4.5-7-10a4 4 0 017-2.6A4 4 0 0119 10c0 5.5-7 10-7 10z',
  },
  {
    title: 'A learning budget you use',
    text: '2,000 a year in GBP, EUR or USD for courses, books and conferences, and time in the working week to use it.',
    icon: ICON_PATHS.book,
  },
  {
    title: 'Hardware you choose',
    text: 'A laptop of your choice, a second screen and a home-office budget, delivered before your first day.',
    icon: 'M5 6a1 1 0 011-1h12a1 1 0 011 1v9H5zM3 18h18',
  },
]

/** What every role also has, in a line under the benefits. */
export const BENEFITS_ALSO =
  'Also: 30 days of paid holiday plus public holidays, a company-wide week off at the end of the year, and private health insurance for you and your dependants.'

/** Under the "Open roles" heading: the way in when no opening fits. */
export const OPEN_ROLES_INTRO =
  'Not the role you are looking for? Write to careers@cipherwell.com and tell us what you would like to work on. We read those too.'
