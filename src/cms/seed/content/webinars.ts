import type { RequiredDataFromCollectionSlug } from 'payload'

import { daysFrom } from '../lib/dates'
import { linkTo } from '../lib/links'
import type { SeedContext } from '../lib/seedContext'

const REGISTER = 'https://events.cipherwell.com/register'
const WATCH = 'https://events.cipherwell.com/on-demand'

/**
 * Dates relative to the seed day, at 17:00 UTC, so the menu always features an upcoming
 * webinar. Browser tests rely on `pci-dss-4-in-practice` being the soonest upcoming one
 * and on `network-tokens-approval-rates` being on demand.
 */
export const webinars = ({ now, md }: SeedContext): RequiredDataFromCollectionSlug<'webinars'>[] => [
  {
    slug: 'pci-dss-4-in-practice',
    title: 'PCI DSS 4.0 in practice: what changed for payment pages',
    startsAt: daysFrom(now, 21, 17),
    durationMinutes: 45,
    summary: 'Requirements 6.4.3 and 11.6.1 explained with a live demo of script inventory and change detection.',
    speakers: [
      { name: 'Tomás Lindqvist', title: 'Head of Compliance', company: 'Cipherwell' },
      { name: 'Sofia Marchetti', title: 'Head of Digital', company: 'Harbor & Pine' },
    ],
    registration: linkTo(`${REGISTER}/pci-dss-4-in-practice`),
    content: md(`
Since March 2025, two PCI DSS 4.0 requirements apply to every e-commerce payment page: an authorised, justified inventory of every script (6.4.3) and a mechanism that detects unauthorised changes to scripts and security headers (11.6.1). Assessors are now testing them, and many merchants are finding their tag manager loads more than they knew.

In 45 minutes we will cover:

- what assessors ask for as evidence, with examples of inventories that passed and failed
- why pages that embed an iframe for card fields are still in scope
- a live demo: crawling a checkout, approving scripts and catching a tampered one
- how Harbor & Pine cut its checkout from fourteen scripts to six in two weeks

Bring your questions; the last fifteen minutes are open Q&A.
`),
  },
  {
    slug: 'multi-psp-routing-without-lock-in',
    title: 'Routing payments across processors without re-collecting cards',
    startsAt: daysFrom(now, 49, 17),
    durationMinutes: 60,
    summary: 'How payment teams keep one vault of cards and route each charge to the processor most likely to approve it.',
    speakers: [
      { name: 'Priya Raman', title: 'Group Product Manager, Cards', company: 'Cipherwell' },
      { name: 'Marcus Oyelaran', title: 'CTO', company: 'Quaystone Payments' },
    ],
    registration: linkTo(`${REGISTER}/multi-psp-routing-without-lock-in`),
    content: md(`
Adding a second processor promises resilience and better approval rates, but a card collected through one processor's vault cannot simply be charged through another. This session shows the architecture that avoids re-collecting cards: one processor-independent vault, and a proxy that formats each charge for the processor you choose.

We will walk through:

- migrating stored cards out of a processor's vault, and what the processors need from you
- routing rules by card brand, issuing country, amount and recent approval rate
- retrying soft declines on a second processor within the same checkout
- results from Quaystone Payments across seven processors
`),
  },
  {
    slug: 'network-tokens-approval-rates',
    title: 'Network tokens and approval rates: results from 40 million transactions',
    startsAt: daysFrom(now, -30, 17),
    durationMinutes: 45,
    summary: 'What network tokens did to authorization rates and fraud across card-not-present merchants.',
    speakers: [
      { name: 'Priya Raman', title: 'Group Product Manager, Cards', company: 'Cipherwell' },
      { name: 'Elena Voss', title: 'Payments Data Scientist', company: 'Cipherwell' },
    ],
    recording: linkTo(`${WATCH}/network-tokens-approval-rates`),
    content: md(`
We analysed 40 million card-not-present transactions from merchants that switched on network tokens, comparing each merchant's approval and fraud rates with and without them.

In the recording:

- the approval-rate lift by merchant category, with subscriptions leading at 4.6 points
- how much of the gain comes from automatic card updates versus the cryptogram
- fraud and chargeback rates before and after
- the integration steps, and the processor quirks we met along the way
`),
  },
  {
    slug: 'inside-enclaves-live-build',
    title: 'Inside Enclaves: building an attested signing service live',
    startsAt: daysFrom(now, -75, 17),
    durationMinutes: 50,
    summary: 'A live build of a signing service in a secure enclave, from container image to attestation verified by a client.',
    speakers: [
      { name: 'Daniel Brandt', title: 'Principal Security Engineer, Enclaves', company: 'Cipherwell' },
      { name: 'Jonas Aberg', title: 'Head of Security Engineering', company: 'Northvane Custody' },
    ],
    recording: linkTo(`${WATCH}/inside-enclaves-live-build`),
    content: md(`
Daniel builds a small transaction-signing service from scratch and deploys it to Cipherwell Enclaves, then writes the client that verifies the enclave's attestation before sending it anything.

Chapters:

1. Packaging a service for an enclave, and what it cannot do once inside
2. Generating and sealing keys so only one build can use them
3. Verifying an attestation document, step by step
4. Q&A with Jonas Aberg on running this in production at Northvane Custody
`),
  },
]
