import type { SeedLegal } from './types'

/** The footer's PCI Level 1 and SOC 2 Type II badges link here, so the attestations are described below. */
export const privacy: SeedLegal = {
  slug: 'privacy',
  title: 'Privacy Policy',
  summary:
    'What personal data Cipherwell collects as a controller, why, who we share it with and your rights, plus how we protect customer data under our PCI DSS Level 1 and SOC 2 Type II attestations.',
  monthsBack: 2,
  markdown: `
This policy explains how Cipherwell Ltd ("Cipherwell", "we") handles personal data when you visit our website, talk to us, or use our dashboard as a customer's user. Cipherwell Ltd is the controller for that data. Our EU representative is Cipherwell GmbH, Berlin.

When our customers send personal data through our platform, such as cardholder or patient data, we process it on their behalf as a processor, under their instructions and our Data Processing Addendum. This policy does not cover that data; the customer's own privacy notice does.

## What we collect

- **Contact and account data:** name, work email, company, job title and the messages you send us through forms, email or chat.
- **Usage data:** pages visited, links clicked, approximate location derived from IP address, browser and device type. We collect analytics only after you accept them in our cookie banner, as described in our Cookie Policy.
- **Marketing attribution:** the campaign parameters (such as utm_source) in the link that brought you to us, stored so we can understand which channels work.
- **Dashboard activity:** for users of our dashboard, sign-in events and the actions taken, which we keep as a security audit trail.

## Why we use it

For each purpose, the legal basis we rely on:

- **Answering enquiries and arranging demos:** our legitimate interest in responding to you.
- **Providing the dashboard and securing accounts:** performance of our contract with your employer.
- **Website analytics and marketing attribution:** your consent, which you can withdraw at any time.
- **Product and event emails:** legitimate interest, with an unsubscribe link in every email.
- **Meeting legal, tax and audit obligations:** legal obligation.

## Who we share it with

We use a small number of service providers to run our business, including hosting, email delivery, customer relationship management, scheduling and analytics. Each is bound by a data processing agreement and may use the data only to provide its service to us. We do not sell personal data. We share data with authorities only where the law requires it, and we publish the number of such requests annually.

## International transfers

We store data in the UK and the EU by default. Where a provider processes data outside the UK or the European Economic Area, we rely on adequacy decisions or the standard contractual clauses with the UK addendum, together with an assessment of the transfer.

## How long we keep it

Enquiries and sales conversations are kept for up to three years after our last contact. Analytics data is kept for 14 months. Dashboard audit logs are kept for as long as the customer account is active plus seven years, because customers rely on them for their own audits.

## How we protect data

Security is our product, and we hold ourselves to the standards we help customers meet:

- **PCI DSS Level 1.** Cipherwell is assessed every year by an independent Qualified Security Assessor as a Level 1 service provider under the Payment Card Industry Data Security Standard, the highest level of validation. Our Attestation of Compliance is available to customers and prospects on request.
- **SOC 2 Type II.** An independent auditor examines the design and operating effectiveness of our controls for security, availability and confidentiality over a twelve-month period each year. The report is available under a non-disclosure agreement.
- **Encryption** of all data in transit with TLS 1.2 or later and at rest with AES-256, with keys held in hardware security modules and rotated regularly.
- **Least-privilege access** for our staff, with hardware security keys, just-in-time elevation and every access to production logged and reviewed.

To request our PCI DSS Attestation of Compliance or SOC 2 Type II report, email compliance@cipherwell.com.

## Your rights

You may ask to access, correct, delete or export your personal data, object to processing based on legitimate interest, or withdraw consent at any time. Email privacy@cipherwell.com and we will respond within one month. You also have the right to complain to the UK Information Commissioner's Office or your local data protection authority.

## Changes

We will post any changes to this policy here and update the effective date. If a change materially affects how we use data we already hold, we will tell you before it takes effect.
`,
}
