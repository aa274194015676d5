import type { SeedPaper } from './types'

export const paymentPageScripts: SeedPaper = {
  slug: 'payment-page-script-risk-report',
  title: 'Payment page script risk: findings from 1,200 checkouts',
  subtitle: 'What we found when we crawled the payment pages of 1,200 online merchants, and what it means for PCI DSS 4.0 requirements 6.4.3 and 11.6.1.',
  abstract:
    'We crawled the payment pages of 1,200 online merchants in a real browser and recorded every script they loaded. The median checkout ran 23 scripts from 9 domains; 38% loaded at least one script their own team could not identify. This report sets out the findings and a remediation plan.',
  daysAgo: 118,
  coverPattern: 'waves',
  coverAlt: 'Report cover: flowing violet and teal lines above three pale horizontal rules on dark navy',
  sections: [
    {
      heading: 'Key findings',
      paragraphs: [
        '• The median payment page loaded 23 scripts from 9 distinct domains; the 90th percentile loaded 61 scripts from 24 domains.',
        '• 71% of scripts were loaded indirectly, by a tag manager or another script, and would not appear in a review of the page’s source.',
        '• 38% of merchants loaded at least one script on the payment page that their own team could not attribute to a vendor or purpose when asked.',
        '• 12% of merchants had a Content Security Policy on the payment page; 3% had one that would have blocked an unknown script.',
        '• 4 merchants, 0.3% of the sample, were serving a script we classified as a likely skimmer; all were notified and all confirmed the finding.',
      ],
    },
    {
      heading: 'Method',
      paragraphs: [
        'Between January and March we visited the payment pages of 1,200 merchants across retail, travel, ticketing and software subscriptions in Europe and North America. Each page was loaded in a headless Chromium browser from three regions, four times a day for two weeks, with a test card entered up to the point of submission. We recorded every script executed, its origin, its hash and the script or tag that loaded it.',
        'Merchants were selected from public rankings of online retailers by traffic, and every merchant that participated in follow-up interviews did so anonymously. No real card data was used at any point.',
      ],
    },
    {
      heading: 'Where the scripts come from',
      paragraphs: [
        'Analytics and advertising accounted for 54% of all scripts on payment pages, followed by customer support and chat (11%), A/B testing and personalisation (9%), fraud prevention (8%) and the payment provider’s own scripts (6%). The remainder were first-party application code and scripts we could not classify.',
        'Tag managers were present on 83% of payment pages. Where they were, the number of scripts was on average 2.4 times higher than where they were not, and the share of scripts the merchant could not identify rose from 4% to 15%.',
      ],
    },
    {
      heading: 'Change is constant',
      paragraphs: [
        'Over the two weeks, the scripts on the median payment page changed 11 times: new versions of vendor scripts, new tags, or scripts that appeared only for visitors from some regions. Only a fifth of those changes coincided with a release by the merchant. This matters for requirement 11.6.1: a weekly check would have missed most changes, and a check of the merchant’s own build would have missed nearly all of them.',
      ],
    },
    {
      heading: 'The likely skimmers',
      paragraphs: [
        'Four pages served a script that read the card number field and sent its value to a domain unrelated to the merchant or its payment provider. In three cases the script was injected through a compromised third-party library; in one, through a tag added with stolen tag manager credentials. Two of the four scripts were active only between midnight and six in the morning, local time, when staff were least likely to notice.',
      ],
    },
    {
      heading: 'Recommendations',
      paragraphs: [
        '1. Remove the tag manager from the payment page, or give it a separate container with only scripts the payment page needs.',
        '2. Build the script inventory from what the browser executes, not from the page source, and give every script an owner and a written justification.',
        '3. Deploy a Content Security Policy in report-only mode, review the reports for two weeks, then enforce it.',
        '4. Monitor the live payment page continuously from several regions and alert a person within minutes of an unexpected change.',
        'Merchants that embed card fields in an iframe served by their provider still need all four steps for the page around the iframe. A script on the parent page can replace the iframe with a fake, and in our sample it would not have been detected by any of the merchants without continuous monitoring.',
      ],
    },
  ],
}
