import type { SeedPost } from './types'

export const pciPaymentPageScripts: SeedPost = {
  slug: 'pci-dss-4-payment-page-scripts',
  title: 'PCI DSS 4.0 and your payment page: a field guide to 6.4.3 and 11.6.1',
  excerpt:
    'Two requirements that became mandatory in March 2025 ask merchants to inventory every script on the payment page and detect unauthorised changes to it. What assessors look for, and how to get there without freezing your front end.',
  category: 'compliance',
  authors: ['Tomás Lindqvist'],
  daysAgo: 26,
  markdown: `
Most of PCI DSS 4.0 refined what was already there. Two requirements were genuinely new for e-commerce teams, and since 31 March 2025 they are no longer best practice but mandatory: **6.4.3**, which governs the scripts loaded on a payment page, and **11.6.1**, which requires a mechanism to detect unauthorised changes to that page. Both exist because of web skimming: a single compromised analytics or chat script can read a card number as it is typed.

## Requirement 6.4.3 in plain words

For every script executed in the consumer's browser on a payment page, you must be able to show:

- **An inventory** of all scripts, first-party and third-party, with a written justification of why each is necessary.
- **Authorisation:** a method to confirm each script was approved before it runs.
- **Integrity:** a method to assure each script has not been tampered with, such as Subresource Integrity hashes or a Content Security Policy that restricts where scripts can come from.

Assessors tell us the inventory is where most merchants fall short. Tag managers make it easy for marketing to add a script that nobody in engineering has ever seen, and a justification like "analytics" does not survive the first follow-up question.

## Requirement 11.6.1 in plain words

You need a change- and tamper-detection mechanism that alerts personnel to unauthorised modification of the security-impacting HTTP headers and the script contents of the payment page, as received by the browser. It must run at least weekly, or at a frequency your targeted risk analysis justifies. "As received by the browser" matters: a check of your build artefacts does not see a script altered on a third party's CDN.

<Callout tone="warning" title="a build-time check is not enough">11.6.1 is about what the browser receives. A script altered on a third party's CDN never appears in your repository or your build artefacts.</Callout>

## Does this apply to you?

If your payment page embeds our Card Collection iframe, the card fields themselves are served from our domain and fall under our compliance, not yours. The page that hosts the iframe is still in scope for 6.4.3 and 11.6.1 under SAQ A since the 2025 update, because a malicious script on the parent page could replace the iframe with a convincing fake. That surprises a lot of teams.

## A practical path

1. **Start from what the browser sees.** Crawl your checkout in a real browser and list every script, including those loaded by other scripts. Tag managers routinely load three or four levels deep.
2. **Assign an owner and a reason to each.** If nobody will own a script, remove it from the payment page. Most teams remove a third of their scripts in this step.
3. **Lock the rest down.** Add SRI hashes to scripts you host or pin, and a Content Security Policy with an explicit \`script-src\` allow-list for the rest. Report-only mode for two weeks first avoids breaking checkout.
4. **Monitor continuously.** Weekly is the floor. Skimming campaigns have been observed to switch on for a few hours a day, so a weekly scan can miss them entirely.

Our Page Protection product automates steps 1, 3 and 4 and produces the inventory and alert history in the format assessors ask for. Whether you use it or build your own, the important part is that someone is told within minutes when a script on the payment page changes, and that they know whether the change was expected.
`,
}
