import type { SeedPost } from './types'

export const whichSaq: SeedPost = {
  slug: 'which-saq-do-you-need',
  title: 'SAQ A, A-EP or D? One architecture decision picks your questionnaire',
  excerpt:
    'The self-assessment questionnaire a merchant files runs from about 30 requirements to more than 250. Which one applies is decided less by your size than by one question: can any system you control touch a card number?',
  category: 'compliance',
  authors: ['Tomás Lindqvist'],
  daysAgo: 87,
  markdown: `
Every merchant that accepts cards and is not large enough for an on-site assessment validates its PCI DSS compliance with a Self-Assessment Questionnaire. There are several, and the difference between them is not cosmetic. SAQ A has roughly 30 requirements. SAQ D for merchants has more than 250, including quarterly internal vulnerability scans, penetration testing and file-integrity monitoring.

Teams often assume the questionnaire follows from their transaction volume. It does not. It follows from how card data moves through your systems.

## The three common cases

**SAQ A** applies when all cardholder data functions are fully outsourced to PCI-compliant third parties. On an e-commerce site that means the card fields are served entirely by the provider, typically in an iframe or through a full redirect, and your servers never receive, process or store a card number.

**SAQ A-EP** applies when your website does not receive card data, but it controls how card data is collected. The classic example is a page that renders its own card form and posts it directly from the browser to a processor with JavaScript. Your server never sees the number, but a compromise of your page would expose it.

**SAQ D** applies when card data touches your systems at all: it arrives at your API, passes through your logs, sits in your database even encrypted, or is sent from your backend to a processor.

| Questionnaire | Who serves the card fields | Card data on your servers | Requirements, roughly |
| --- | --- | --- | --- |
| SAQ A | The provider, in an iframe or a redirect | Never | About 30 |
| SAQ A-EP | Your page, posting straight to the provider | Never, but your page can be tampered with | About 190 |
| SAQ D | Your page and your backend | Yes, even if only in transit | Over 300 |

<Callout tone="warning" title="scope follows the data, not the volume">A merchant with ten transactions a month that receives card numbers on its own API files SAQ D, exactly like one with ten million.</Callout>

## Where teams get surprised

- **"We encrypt it, so it does not count."** Encrypted card data in your environment is still card data if you hold the keys. Your database, the services that can decrypt it and the network they share are all in scope.
- **"It only passes through."** A backend that receives a card number and forwards it to a processor without storing it is still processing cardholder data. SAQ D.
- **"Support asks for it over chat."** A single agent typing a number into an internal tool pulls that tool, and whatever it logs to, into scope.

## Moving down a questionnaire

The way to move from SAQ D to SAQ A is to make sure no system you control ever sees a raw card number, while your product keeps working as if it had one:

1. Collect cards with iframe-based fields served from the provider's domain.
2. Store tokens instead of card numbers. Your database, analytics and support tools handle tokens freely.
3. When you need to charge the card, send the token to the processor through a proxy that swaps it for the real number on the way out.

With Cipherwell that is Card Collection, the vault and Relay. One of our customers, a lending platform, went from SAQ D to SAQ A in six weeks this way and removed 41 systems from their assessment scope. The work was less about cryptography than about finding every place a card number had quietly ended up.

## Before you file

Whatever your architecture, keep a data-flow diagram that shows where card data enters, where it goes and where it stops. It is the first thing an acquirer or assessor asks for, and drawing it is usually how teams discover the support chat.
`,
}
