import type { SeedPost } from './types'

export const hipaaSafeguards: SeedPost = {
  slug: 'hipaa-technical-safeguards-for-engineers',
  title: 'HIPAA’s technical safeguards, translated for the people who design the schema',
  excerpt:
    'The HIPAA Security Rule names five technical safeguards but leaves the implementation to you. A practical reading for engineering teams: which tables, logs and access paths each safeguard touches, and where tokenization changes the answer.',
  category: 'compliance',
  authors: ['Tomás Lindqvist', 'Priya Raman'],
  daysAgo: 173,
  markdown: `
The HIPAA Security Rule is short on specifics by design. Section 164.312 lists five technical safeguards that any system handling electronic protected health information (ePHI) must address, and it deliberately leaves the "how" to each organisation. That flexibility is helpful for lawyers and frustrating for engineers, who need to know what to change in the schema on Monday.

Here is how we read each safeguard when we help a digital health team design their data model. The five are:

- access control
- audit controls
- integrity
- person or entity authentication
- transmission security

## Access control

Only authorised people and software may access ePHI. In practice that means unique user identities (no shared service accounts for humans), an emergency access procedure, automatic logoff, and encryption as an addressable control.

**In the schema:** separate identifying fields from clinical fields. A \`patients\` table that mixes name, date of birth and diagnosis codes forces you to grant access to all of it or none of it. When the identifiers are replaced by tokens, analysts can query clinical data without ever being able to say whose it is.

## Audit controls

You must record and examine activity in systems that contain ePHI. Most teams log API requests; fewer can answer "who viewed this patient's record last Tuesday?" quickly.

**In the schema:** make reads auditable, not only writes. If detokenization is the only way to see an identifier, the detokenization log becomes your access log for free, with user, purpose and time for every reveal.

## Integrity

ePHI must be protected from improper alteration or destruction, with a way to confirm it has not been changed.

**In the schema:** keep an append-only history for clinical records, and sign or hash exports that leave your system. Soft deletes with a retention policy beat hard deletes for this safeguard.

## Person or entity authentication

Verify that whoever seeks access is who they claim to be. For people that means strong authentication, ideally phishing-resistant; for services it means short-lived credentials rather than long-lived keys in environment variables.

## Transmission security

Guard ePHI in transit. TLS 1.2 or later everywhere is the baseline; the harder part is internal traffic, queues and third-party webhooks, which teams forget to count as transmission.

## Where tokenization changes the answer

If the identifying fields of a record are replaced by tokens before they reach your systems, most of your infrastructure holds data that is no longer individually identifiable on its own. It does not take you out of HIPAA, since your organisation still handles PHI, but it shrinks the set of systems where a breach would be reportable and makes the remaining access paths few enough to audit properly. Quillcare, a telehealth provider, tokenized 2.5 million patient records this way and cut the number of systems that can reveal an identifier to three.

A Business Associate Agreement with every vendor that handles PHI on your behalf, Cipherwell included, completes the picture. We sign one as standard on our Scale and Enterprise plans.
`,
}
