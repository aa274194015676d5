import type { RequiredDataFromCollectionSlug } from 'payload'

import type { SeedContext } from '../lib/seedContext'
import { diagram } from './pages/blocks'

type SeedCustomer = Omit<RequiredDataFromCollectionSlug<'customers'>, 'logo' | 'content'> & { markdown: string }

/**
 * A story's architecture, written as page diagrams are (`diagram`: a leading * marks one of
 * our lanes): the diagram block's heading, intro, lanes and steps, without the block's type.
 */
const architecture = (...args: Parameters<typeof diagram>) => {
  const { heading, intro, lanes, steps } = diagram(...args)
  return { heading, intro, lanes, steps }
}

/**
 * Fictional companies with plausible stories; pages point at them by slug (logo walls,
 * testimonials). A quote's role is the job title alone: the company's name comes from the
 * customer wherever the quote is shown.
 */
const CUSTOMERS: SeedCustomer[] = [
  {
    name: 'Fernwick Finance',
    slug: 'fernwick-finance',
    industry: 'Fintech',
    // The customers page opens with this story.
    featured: true,
    size: '340 employees',
    region: 'United States',
    products: ['card_collection', 'relay', 'pci'],
    // No-break spaces keep each questionnaire's name on one line in the balanced headline.
    headline: 'Fernwick Finance moved from SAQ\u00a0D to SAQ\u00a0A in six weeks',
    summary:
      'A small-business lending platform took card numbers out of 41 internal systems by collecting cards in Cipherwell’s fields and charging them through Relay, without changing its processor.',
    quote: {
      text: 'Our last assessment took four months and two engineers full-time. This year the questionnaire fit on a few pages, and the engineers went back to building the product.',
      author: 'Hannah Whitlock',
      role: 'VP Engineering',
    },
    results: [
      { value: '41', label: 'systems removed from PCI scope' },
      { value: '6 weeks', label: 'from kickoff to SAQ A' },
      { value: '$380k', label: 'saved each year on audit and controls' },
    ],
    architecture: architecture(
      'Cards collected once, charged through Relay',
      'Borrowers type their card into Card Collection’s hosted fields, so Fernwick’s billing service only ever stores a token. Each month it charges that token through Relay, which puts the card number back only on the way to the processor.',
      ['Borrower’s browser', '*Cipherwell', 'Fernwick billing', 'Card processor'],
      [
        [1, 2, 'Card typed into Card Collection fields', 'sensitive'],
        [2, 3, 'Token saved against the loan', 'token'],
        [3, 3, 'Warehouse and support see tokens', 'token'],
        [3, 2, 'Monthly repayment through Relay', 'token'],
        [2, 4, 'Card number put back for the processor', 'sensitive'],
        [4, 3, 'Approved, no card data in the reply', 'token'],
      ],
    ),
    markdown: `
## The challenge

Fernwick lends to 60,000 small businesses and collects repayments by card. Over eight years, card numbers had spread from the checkout into the loan servicing system, the data warehouse, two support tools and a nightly reconciliation job. Each of those systems, and the network they shared, fell into scope for an SAQ D assessment that grew every year.

## The approach

Fernwick replaced its card form with Cipherwell Card Collection, so new cards went straight into the vault and Fernwick's servers received tokens. Existing cards were migrated in a single encrypted import from the processor. Repayments kept flowing through the same processor: Fernwick's billing service now sends its requests through Relay, which swaps each token for the card number on the way out.

- Card Collection fields styled to match the existing checkout
- A one-time migration of 1.4 million stored cards
- Relay routes for charges and refunds to the existing processor
- Tokens everywhere else: warehouse, support tools, reconciliation

## The result

Six weeks after kickoff, Fernwick filed SAQ A. The security team retired the file-integrity monitoring and quarterly internal scans that SAQ D had required on 41 systems, and the data team gained access to payment history they had previously been kept away from.
`,
  },
  {
    name: 'Quaystone Payments',
    slug: 'quaystone-payments',
    industry: 'Payments',
    size: '210 employees',
    region: 'EU and UK',
    products: ['relay', 'card_collection', 'network_tokens'],
    headline: 'Quaystone Payments routes across seven processors from one vault',
    summary:
      'A payment orchestration provider keeps one copy of every card in Cipherwell and routes each charge to the processor most likely to approve it, lifting approval rates by 3.8 points.',
    quote: {
      text: 'Before Cipherwell, every new processor meant another copy of our customers’ cards and another migration. Now adding one is a routing rule and a week of testing.',
      author: 'Marcus Oyelaran',
      role: 'CTO',
    },
    results: [
      { value: '+3.8 pts', label: 'authorisation rate after smart routing' },
      { value: '7', label: 'processors served from one vault' },
      { value: '11 ms', label: 'median overhead per routed charge' },
      { value: '99.995%', label: 'Relay availability over the last year' },
    ],
    architecture: architecture(
      'One vault, seven processors',
      'Merchants’ checkouts collect each card once, into the vault. Quaystone’s router picks a processor for every charge and sends it through Relay, which formats the card for that processor; a soft decline is retried on the next best one within the same checkout.',
      ['Quaystone router', '*Cipherwell Relay', 'Processor A', 'Processor B'],
      [
        [2, 2, 'One stored card for every processor'],
        [1, 1, 'Pick processor by approval and cost'],
        [1, 2, 'Charge routed to processor A', 'token'],
        [2, 3, 'Card in processor A’s format', 'sensitive'],
        [3, 1, 'Soft decline'],
        [1, 2, 'Retried on processor B', 'token'],
        [2, 4, 'Card in processor B’s format', 'sensitive'],
        [4, 1, 'Approved, no card data in the reply', 'token'],
      ],
    ),
    markdown: `
## The challenge

Quaystone sells payment orchestration to mid-sized merchants across Europe: one integration, many processors. Its value depends on routing each payment to the best processor, but every processor had its own vault, so cards collected through one could not easily be charged through another.

## The approach

Quaystone made Cipherwell its single source of card data. Cards are collected once into the vault; Relay holds a route per processor with that processor's field format. Quaystone's routing engine picks a processor per transaction from recent approval rates and costs, and Relay injects the card number or network token that processor expects.

## The result

Merchants on Quaystone's smart routing saw authorisation rates rise by 3.8 percentage points on average, most of it from retrying soft declines on a second processor within the same checkout. Adding a processor no longer requires a card migration, and Quaystone's own PCI scope shrank to the routing logic, which never sees a card number.
`,
  },
  {
    name: 'Harbor & Pine',
    slug: 'harbor-and-pine',
    industry: 'E-commerce',
    size: '850 employees',
    region: 'UK and Ireland',
    products: ['card_collection', 'page_protection', 'pci'],
    headline: 'Harbor & Pine secured its checkout for PCI DSS 4.0 without slowing a release',
    summary:
      'An online home-goods retailer used Page Protection to inventory and monitor every script on its checkout, meeting requirements 6.4.3 and 11.6.1 while its team kept shipping weekly.',
    quote: {
      text: 'We found fourteen scripts on our checkout that nobody could explain. Two weeks later there were six, each with an owner, and we get an alert within minutes if any of them changes.',
      author: 'Sofia Marchetti',
      role: 'Head of Digital',
    },
    results: [
      { value: '14 → 6', label: 'scripts on the payment page' },
      { value: '4 min', label: 'median time to alert on a script change' },
      { value: '0', label: 'checkout releases delayed' },
    ],
    architecture: architecture(
      'Card fields in, unknown scripts out',
      'Card numbers go straight from the shopper to Card Collection. Every few minutes Page Protection loads the checkout as a shopper would, compares each script and header with the approved inventory, and alerts the on-call channel when one changes.',
      ['Shopper’s browser', '*Card Collection', 'Checkout page', '*Page Protection'],
      [
        [3, 1, 'Checkout with a CSP of approved scripts'],
        [1, 2, 'Card typed into hosted fields', 'sensitive'],
        [2, 3, 'Token for the order', 'token'],
        [4, 3, 'Load the checkout in a real browser'],
        [3, 4, 'Every script and header it loaded'],
        [4, 3, 'Alert: a script changed'],
      ],
    ),
    markdown: `
## The challenge

Harbor & Pine sells furniture and home goods to customers in the UK and Ireland, with a checkout that marketing, analytics and engineering all touch. With PCI DSS 4.0's script requirements becoming mandatory, its assessor asked for an inventory of every script on the payment page and evidence of tamper detection.

## The approach

The team embedded Cipherwell Card Collection for the card fields and switched on Page Protection for the checkout. Page Protection crawled the checkout in a real browser every few minutes, listed every script including those loaded by the tag manager, and flagged each one without an owner.

- Each remaining script was given an owner and a justification in the Page Protection console
- A Content Security Policy generated from the approved inventory went live after two weeks in report-only mode
- Alerts on script and header changes were routed to the on-call channel

## The result

Eight scripts were removed from the checkout, none of which anyone missed. The assessor accepted the inventory and alert history exported from Page Protection as evidence for 6.4.3 and 11.6.1, and conversion was unchanged.
`,
  },
  {
    name: 'Quillcare Health',
    slug: 'quillcare-health',
    industry: 'Healthcare',
    size: '1,200 employees',
    region: 'United States',
    products: ['relay'],
    headline: 'Quillcare Health keeps patient identities out of its data platform',
    summary:
      'A telehealth provider tokenized names, dates of birth and insurance numbers for 2.5 million patients, so analysts work with clinical data while only three systems can reveal who a patient is.',
    quote: {
      text: 'Our analysts used to wait weeks for access reviews. Now they work on tokenized data from day one, and the reveal log answers every audit question about who saw what.',
      author: 'Dr. Amara Nwosu',
      role: 'Chief Medical Information Officer',
    },
    results: [
      { value: '2.5M', label: 'patient records tokenized' },
      { value: '3', label: 'systems able to reveal identifiers' },
      { value: '3 weeks', label: 'to production' },
    ],
    architecture: architecture(
      'Identities tokenized at the front door',
      'Relay sits in front of the intake API, so names, dates of birth and member IDs become tokens before Quillcare’s systems see them. Scheduling, billing and prescriptions reveal them through Relay, each request logged with its purpose.',
      ['Patient app', '*Cipherwell Relay', 'Data platform', 'Billing service'],
      [
        [1, 2, 'Name, date of birth, member ID', 'sensitive'],
        [2, 2, 'Tokenize the identifiers'],
        [2, 3, 'Intake with identifiers as tokens', 'token'],
        [3, 3, 'Analysts work on tokens', 'token'],
        [4, 2, 'Reveal the member ID for a claim', 'token'],
        [2, 4, 'Member ID, reveal logged with its purpose', 'sensitive'],
      ],
    ),
    markdown: `
## The challenge

Quillcare runs virtual appointments for 2.5 million patients across the United States. Its data platform held identifiers and clinical data side by side, which meant every analyst, dashboard and model needed HIPAA-grade access controls and every access needed review.

## The approach

Quillcare routed its intake API through Relay, which tokenizes names, dates of birth, addresses and insurance member IDs as patients register. Clinical data stays as it is. The three services that genuinely need identities, scheduling, billing and prescriptions, reveal them through Relay with a purpose recorded for each request.

## The result

The data platform now holds tokens instead of identities, so analysts start work without lengthy access reviews. Every reveal is logged with the service, the user and the purpose, which gives the compliance team a complete access history for audits. Cipherwell signs a Business Associate Agreement with Quillcare as part of its Enterprise plan.
`,
  },
  {
    name: 'Northvane Custody',
    slug: 'northvane-custody',
    industry: 'Crypto',
    size: '95 employees',
    region: 'Switzerland and Singapore',
    products: ['enclaves'],
    headline: 'Northvane Custody signs 40,000 transactions a day inside Enclaves',
    summary:
      'A digital-asset custodian moved hot-wallet signing from a hardware security module cluster to Cipherwell Enclaves, with remote attestation its institutional clients verify themselves.',
    quote: {
      text: 'Our clients do not have to trust our operators, or Cipherwell’s. They check the attestation, see the exact build we published, and only then send a signing request.',
      author: 'Jonas Aberg',
      role: 'Head of Security Engineering',
    },
    results: [
      { value: '40k/day', label: 'transactions signed' },
      { value: '21 ms', label: 'p99 signing latency' },
      { value: '-62%', label: 'infrastructure cost versus the HSM cluster' },
    ],
    architecture: architecture(
      'Keys that only the published build can use',
      'A client checks the enclave’s attestation against the build hash Northvane publishes before it sends a withdrawal. The signing key is unsealed only inside that build, and only the signed transaction leaves it.',
      ['Fund’s treasury', '*Signing enclave', '*Cipherwell KMS', 'Blockchain node'],
      [
        [1, 2, 'Ask for the enclave’s attestation'],
        [2, 1, 'Signed document with the build hash'],
        [1, 1, 'Match the hash to the published build'],
        [1, 2, 'Withdrawal, signed by the fund'],
        [2, 3, 'Unseal request for this build'],
        [3, 2, 'Key, sealed to this build', 'sensitive'],
        [2, 2, 'Sign inside the enclave'],
        [2, 4, 'Signed transaction, broadcast'],
      ],
    ),
    markdown: `
## The challenge

Northvane holds digital assets for funds and family offices. Its hot wallets signed withdrawals with keys in a cluster of hardware security modules, which was secure but rigid: supporting a new chain's signature scheme meant waiting for firmware, and capacity came in expensive units.

## The approach

Northvane packaged its signing service as a container and deployed it to Cipherwell Enclaves. Keys are generated inside the enclave and sealed to its measurement, so only that exact build can use them. Institutional clients verify the enclave's attestation document against the build hash Northvane publishes before submitting withdrawals.

## The result

Adding a new chain is now a code change and a deployment. The signing service scales from two to twenty instances with demand, handles about 40,000 signatures a day with a p99 of 21 ms, and costs 62% less than the HSM cluster it replaced.
`,
  },
  {
    name: 'Oakmoor Market',
    slug: 'oakmoor-market',
    industry: 'Marketplaces',
    size: '160 employees',
    region: 'United Kingdom',
    products: ['relay'],
    headline: 'Oakmoor Market pays 90,000 makers without storing a bank account',
    summary:
      'A marketplace for handmade goods tokenized its sellers’ bank details at sign-up and sends payouts through Relay, so its own database and support tools hold tokens only.',
    quote: {
      text: 'A support agent used to be able to read a seller’s account number to confirm a payout. Now they see the last four digits and a token, and nobody has asked for more.',
      author: 'Priyanka Desai',
      role: 'Director of Trust and Safety',
    },
    results: [
      { value: '90k', label: 'sellers paid out every week' },
      { value: '0', label: 'bank account numbers in Oakmoor’s database' },
      { value: '4 weeks', label: 'from first call to production' },
    ],
    architecture: architecture(
      'Bank details that only the bank sees',
      'Sellers’ account numbers become tokens as they sign up. Every Friday the payout file goes out through Relay, which puts the numbers back only on the way to the bank.',
      ['Seller sign-up', '*Cipherwell Relay', 'Oakmoor payouts', 'Bank SFTP'],
      [
        [1, 2, 'Sort code and account number', 'sensitive'],
        [2, 3, 'Tokens that keep the last four', 'token'],
        [3, 3, 'Friday payout file, tokens only', 'token'],
        [3, 2, 'Payout file through Relay', 'token'],
        [2, 4, 'Account numbers put back', 'sensitive'],
        [4, 3, 'Settlement report, last four only', 'token'],
      ],
    ),
    markdown: `
## The challenge

Oakmoor pays the makers who sell on it every Friday. Their account numbers and sort codes sat in the main database, where the payouts service, the support console and two analytics jobs could all read them, and every new hire in support needed access reviewed.

## The approach

The seller onboarding form now posts through Relay, which replaces account numbers with tokens before the request reaches Oakmoor. The weekly payout file goes out through Relay too, which swaps the tokens back for the numbers on the way to the bank's SFTP endpoint. Support sees the last four digits, which the token keeps.

## The result

Bank details left the database, the backups and the support console in four weeks. Access reviews for support shrank to the tools themselves, and the payout run has not changed for sellers.
`,
  },
  {
    name: 'Tallyline',
    slug: 'tallyline',
    industry: 'Fintech',
    size: '420 employees',
    region: 'United Kingdom',
    products: ['functions', 'relay'],
    headline: 'Tallyline validates payroll bank details without ever seeing them',
    summary:
      'A payroll provider for small businesses runs its account checks as Cipherwell Functions, on revealed values inside Cipherwell’s environment, and gets back only pass or fail.',
    quote: {
      text: 'Our checks used to need the full account number in our own code. Now the code goes to the numbers instead, and what comes back is a yes or a no.',
      author: 'Tomasz Wielgosz',
      role: 'Principal Engineer, Payments',
    },
    results: [
      { value: '1.2M', label: 'payslips paid each month' },
      { value: '-71%', label: 'payroll runs held for a bad account number' },
      { value: '9 ms', label: 'median time per account check' },
    ],
    architecture: architecture(
      'The check goes to the number',
      'Employers enter bank details through Relay, so Tallyline stores tokens. Its account checks run as a Cipherwell Function on the revealed number, inside Cipherwell’s environment, and only pass or fail comes back.',
      ['Employer dashboard', '*Cipherwell', 'Tallyline payroll', 'Bank partner'],
      [
        [1, 2, 'New employee’s account number', 'sensitive'],
        [2, 3, 'Employee saved with a token', 'token'],
        [3, 2, 'Run the account check on the token', 'token'],
        [2, 2, 'Function runs the modulus check'],
        [2, 4, 'Account lookup', 'sensitive'],
        [4, 2, 'Account open, name matches'],
        [2, 3, 'Pass or fail, never the number', 'token'],
      ],
    ),
    markdown: `
## The challenge

Tallyline runs payroll for 40,000 small employers. A mistyped account number holds a salary for days, so Tallyline checks each new account before the first run. Those checks needed the full number, which kept its validation service, and everything that service touched, in scope for its bank partner's audits.

## The approach

The validation code moved into a Cipherwell Function. Tallyline's service calls it with tokens; the Function runs with the revealed numbers inside Cipherwell's environment, applies the modulus checks and the bank partner's account lookup, and returns a result without the number.

## The result

Payroll runs held for a bad account fell by 71% once every check ran at entry rather than on the first payment. The validation service holds no account numbers, and the partner's audit now covers a Function definition rather than a fleet of servers.
`,
  },
  {
    name: 'Brightrail',
    slug: 'brightrail',
    industry: 'E-commerce',
    size: '600 employees',
    region: 'Great Britain',
    products: ['card_collection', 'network_tokens', 'relay'],
    headline: 'Brightrail keeps season tickets renewing with network tokens',
    summary:
      'A rail ticketing site switched stored cards to network tokens through Cipherwell, so replaced and expired cards update themselves and annual season tickets renew on time.',
    quote: {
      text: 'Every January a wave of expired cards stopped season tickets renewing, and commuters found out at the barrier. Last January the renewals simply went through.',
      author: 'Eilidh Fraser',
      role: 'Head of Payments',
    },
    results: [
      { value: '-58%', label: 'failed season-ticket renewals' },
      { value: '+2.1 pts', label: 'approval rate on stored cards' },
      { value: '600k', label: 'cards moved to network tokens' },
    ],
    architecture: architecture(
      'Renewals that survive a new card',
      'Each stored card has a network token from Visa or Mastercard. Renewals go through Relay with the token and a fresh cryptogram, and when a bank reissues a card the network updates the token in place.',
      ['Brightrail renewals', '*Cipherwell Relay', 'Card network', 'Processor'],
      [
        [2, 3, 'Stored card sent once for a token', 'sensitive'],
        [3, 2, 'Network token for the card', 'token'],
        [1, 2, 'Renew a season ticket', 'token'],
        [2, 3, 'Cryptogram for this charge', 'token'],
        [2, 4, 'Network token and cryptogram', 'token'],
        [4, 1, 'Renewal approved'],
        [3, 2, 'Card reissued: token updated', 'token'],
      ],
    ),
    markdown: `
## The challenge

Brightrail sells rail tickets online, including monthly and annual season tickets that renew on a stored card. Cards expire or are replaced after fraud, and each failed renewal meant an email, a call to support and sometimes a commuter without a valid ticket.

## The approach

Brightrail already collected cards with Cipherwell. Turning on Network Tokens provisioned a Visa or Mastercard token for each stored card, and Relay sends the token and its cryptogram to Brightrail's processor in place of the card number. When a bank reissues a card, the network updates the token.

## The result

Failed renewals fell by 58% in the first year, and approval rates on stored cards rose by 2.1 points. Brightrail's processor integration did not change: Relay picks the token or the card number for each charge.
`,
  },
]

export const CUSTOMER_SLUGS = CUSTOMERS.map((customer) => customer.slug)

export const customers = (ctx: SeedContext): RequiredDataFromCollectionSlug<'customers'>[] =>
  CUSTOMERS.map(({ markdown, ...customer }) => ({
    ...customer,
    logo: ctx.media(`logo-${customer.slug}`),
    content: ctx.md(markdown),
  }))
