import type { SeedLegal } from './types'

export const terms: SeedLegal = {
  slug: 'terms',
  title: 'Terms of Service',
  summary:
    'The agreement between Cipherwell and the businesses that use our website, dashboard and APIs: accounts, acceptable use, data protection, fees, liability and how either side can end it.',
  monthsBack: 4,
  markdown: `
These Terms of Service ("Terms") govern access to and use of the Cipherwell website, dashboard, APIs and related services (the "Services") provided by Cipherwell Ltd, a company registered in England and Wales under number 12046718, with its registered office at 2nd Floor, 9 Aldgate Row, London E1 8QX ("Cipherwell", "we", "us"). If you have signed an order form or master services agreement with us, that agreement takes precedence over these Terms where they conflict.

## 1. Who may use the Services

The Services are intended for businesses. By creating an account you confirm that you are acting on behalf of a business and have authority to bind it to these Terms ("Customer", "you"). You must be at least 18 years old.

## 2. Accounts

You are responsible for the activity of everyone who uses your account and for keeping credentials, including API keys, secure. Tell us promptly at security@cipherwell.com if you believe an account or key has been compromised. We may suspend a key we reasonably believe is compromised and will tell you when we do.

## 3. Your data

You keep all rights in the data you submit to the Services ("Customer Data"). You grant us the rights needed to provide, secure and support the Services, and nothing more. We process personal data contained in Customer Data as your processor under our Data Processing Addendum, which forms part of these Terms. Where Customer Data includes cardholder data, we are responsible for its security to the extent described in our PCI DSS responsibility matrix, available on request.

## 4. Acceptable use

You will not use the Services to:

- store or process data you have no lawful basis to hold;
- attempt to access other customers' data or probe our systems outside our published vulnerability disclosure programme;
- send data to destinations through Relay or Functions that you are not authorised to send it to;
- interfere with the Services' operation, for example by deliberately exceeding rate limits to degrade them for others.

We may suspend access that puts the Services or other customers at risk, limited to what is necessary, and will restore it once the risk is resolved.

## 5. Availability and support

We aim to keep the Services available at all times and publish current status at status.cipherwell.com. Service levels and service credits for paid plans are set out in our Service Level Agreement. Free plans are provided without a service level.

## 6. Fees

Paid plans are billed monthly in advance for subscription fees and monthly in arrears for usage, in the currency shown on your order. Invoices are due within 30 days. We may change list prices with 60 days' notice; changes do not affect a committed term already agreed.

## 7. Confidentiality

Each party will protect the other's confidential information with at least the care it uses for its own and use it only to perform under these Terms.

## 8. Warranties and liability

We warrant that the Services will perform materially as described in our documentation. Except as stated in these Terms, the Services are provided "as is". Neither party is liable for indirect or consequential losses. Each party's total liability in any twelve-month period is limited to the fees paid or payable by you in that period, except for liability that cannot be limited by law, breach of confidentiality, and your payment obligations.

## 9. Term and termination

These Terms apply while you use the Services. Either party may terminate for material breach not cured within 30 days of notice. You may close a free account at any time. On termination we will make Customer Data available for export for 30 days, after which it is deleted from our systems and, within a further 35 days, from our backups.

## 10. Changes to these Terms

We may update these Terms. We will give at least 30 days' notice of material changes by email and in the dashboard; the effective date at the top of this page shows when they last changed.

## 11. Governing law

These Terms are governed by the laws of England and Wales, and the courts of England and Wales have exclusive jurisdiction, unless your order form says otherwise. Questions about these Terms can be sent to legal@cipherwell.com.
`,
}
