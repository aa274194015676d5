import { changesOverTime, controls, kindsOfChange, requirements, sample, scriptCategories, scriptsPerPage, skimmers, tagManagers } from './paymentPageScriptsData'
import type { SeedPaper } from './types'

export const paymentPageScripts: SeedPaper = {
  slug: 'payment-page-script-risk-report',
  title: 'Payment page script risk: findings from 1,200 checkouts',
  subtitle: 'What we found when we crawled the payment pages of 1,200 online merchants, and what it means for PCI DSS 4.0 requirements 6.4.3 and 11.6.1.',
  abstract:
    'We crawled the payment pages of 1,200 online merchants in a real browser and recorded every script they loaded. The median checkout ran 23 scripts from 9 domains; 38% loaded at least one script their own team could not identify. This report sets out the findings and a remediation plan.',
  daysAgo: 118,
  coverPattern: 'waves',
  summary: [
    'Attackers who want card numbers no longer need to breach a payment processor. A script running on the page where the customer types the number can read it, and most payment pages run dozens of scripts their owners did not write and rarely review. PCI DSS 4.0 responds with two requirements, mandatory since 31 March 2025: 6.4.3, which asks merchants to authorise and inventory every script on the payment page, and 11.6.1, which asks them to detect unauthorised changes to it.',
    'To see what those requirements meet in practice, we loaded the payment pages of 1,200 merchants in Europe and North America 168 times each over two weeks, recorded every script the browser executed, and asked each merchant to identify its scripts. The median page ran 23 scripts from 9 domains, most of them injected at run time by a tag manager; the set changed 11 times in the fortnight, mostly without any release by the merchant; and 38% of merchants had at least one script that nobody on their team could account for.',
    'Four pages were serving likely skimmers. The findings point to one conclusion: a script inventory built from source code, reviewed once a week, cannot meet the intent of either requirement. Merchants need to shrink what runs on the payment page and watch it continuously, as the browser sees it.',
  ],
  keyFigures: [
    { value: '23', label: 'scripts executed on the median payment page, from 9 domains; 61 at the 90th percentile' },
    { value: '38%', label: 'of merchants ran a script on the payment page that their own team could not identify' },
    { value: '11', label: 'changes to the median page’s scripts in two weeks; only one in five came with a merchant release' },
  ],
  sections: [
    {
      heading: 'Key findings',
      blocks: [
        {
          list: [
            'The median payment page loaded 23 scripts from 9 distinct domains; the 90th percentile loaded 61 scripts from 24 domains.',
            '71% of scripts were loaded indirectly, by a tag manager or another script, and would not appear in a review of the page’s source.',
            '38% of merchants loaded at least one script on the payment page that their own team could not attribute to a vendor or purpose when asked.',
            '12% of merchants had a Content Security Policy on the payment page; 3% had one that would have blocked an unknown script.',
            '4 merchants, 0.3% of the sample, were serving a script we classified as a likely skimmer; all were notified and all confirmed the finding.',
          ],
        },
        { callout: 'Only one merchant in thirty-three had a browser-side control that would have stopped a new, unknown script from loading on the payment page.' },
      ],
    },
    {
      heading: 'Why the payment page matters',
      blocks: [
        'Web skimming, often called Magecart after the groups that made it common, works by adding a few lines of JavaScript to the page where customers enter card details. The script listens to the card fields, or to the form submission, and sends what it reads to a server the attacker controls. The payment itself succeeds, so neither the customer nor the merchant notices; the theft surfaces weeks later, when the card brands trace fraudulent transactions back to a common point of purchase.',
        'The script rarely needs to be added to the merchant’s own code. Every third-party script on the page runs with the same privileges as the merchant’s code, and can load further scripts of its own. Compromising one analytics, chat or testing vendor gives an attacker a foothold on the payment pages of every merchant that includes that vendor’s tag, and a tag manager account with weak credentials gives them the ability to add a script of their own.',
        'PCI DSS 4.0 introduced two requirements aimed squarely at this risk. Requirement 6.4.3 asks that every script loaded and executed on the payment page is authorised, that its integrity is assured, and that an inventory records each script with a written business or technical justification. Requirement 11.6.1 asks for a change- and tamper-detection mechanism that alerts staff to unauthorised modification of the scripts and security-relevant HTTP headers of the payment page as the consumer’s browser receives it, evaluated at least weekly or at a frequency set by a targeted risk analysis.',
        'Which merchants must meet them depends on how their payment page is built. They apply in full wherever the merchant’s own page handles the card fields, as under SAQ A-EP and SAQ D. Merchants whose card fields sit in an iframe served by their provider, and who validate with SAQ A, must confirm that their site is not susceptible to attacks from scripts that could affect their e-commerce systems: in practice, most of the same work.',
      ],
    },
    {
      heading: 'Method',
      blocks: [
        'Between January and March we visited the payment pages of 1,200 merchants across retail, travel, ticketing and software subscriptions in Europe and North America. Each page was loaded in a headless Chromium browser from three regions, four times a day for two weeks, with a test card entered up to the point of submission. We recorded every script executed, its origin, its hash and the script or tag that loaded it.',
        'Merchants were selected from public rankings of online retailers by traffic, and every merchant that participated in follow-up interviews did so anonymously. No real card data was used at any point.',
        { table: sample },
        { subheading: 'How we counted' },
        {
          list: [
            '**A script** is a distinct URL or inline script body executed by the page’s main frame or a same-origin frame. Scripts inside the payment provider’s card-field iframe were excluded: they run on the provider’s origin and are the provider’s responsibility.',
            '**Loaded indirectly** means the browser’s record of the script’s initiator names another script rather than the page’s HTML.',
            '**Not identified** means the merchant’s team, shown the script’s URL, a sample of its code and the chain that loaded it, could not name the vendor or the purpose within 30 days.',
            '**A change** is a script appearing, disappearing or changing hash between two consecutive loads from the same region.',
          ],
        },
        '**Limitations.** Merchants that agree to be studied are likely to take security more seriously than those that do not, so our figures probably understate the problem. Scripts that detect automated browsers and behave differently would also escape us; we ran the headless browser with an ordinary desktop profile and found no evidence of such cloaking among the scripts we could attribute, but cannot rule it out for the rest.',
      ],
    },
    {
      heading: 'How many scripts, from where',
      blocks: [
        'Payment pages carry far more code than their purpose requires. The median page executed 23 distinct scripts over the crawl, and one page in ten ran 60 or more (Figure 1). The largest count we recorded was 214, on a travel site whose payment step loaded the same advertising and analytics stack as its search results.',
        { chart: scriptsPerPage },
        'Analytics and advertising accounted for 54% of all scripts on payment pages, followed by customer support and chat (11%), A/B testing and personalisation (9%), fraud prevention (8%) and the payment provider’s own scripts (6%). The remainder were first-party application code and scripts we could not classify. The mix varied little by sector, except that ticketing sites ran twice the share of fraud prevention scripts, an understandable response to bot-driven resale (Figure 2).',
        { chart: scriptCategories },
        'Tag managers were present on 83% of payment pages. Where they were, the number of scripts was on average 2.4 times higher than where they were not, and the share of scripts the merchant could not identify rose from 4% to 15% (Table 2). A tag manager is designed to let marketing teams add scripts without a release; on a payment page, that is exactly the property requirement 6.4.3 asks merchants to control.',
        { table: tagManagers },
      ],
    },
    {
      heading: 'Change is constant',
      blocks: [
        'Over the two weeks, the scripts on the median payment page changed 11 times: new versions of vendor scripts, new tags, or scripts that appeared only for visitors from some regions. Only a fifth of those changes coincided with a release by the merchant. This matters for requirement 11.6.1: a weekly check would have missed most changes, and a check of the merchant’s own build would have missed nearly all of them.',
        { chart: changesOverTime },
        'Nearly half of all changes were new versions of scripts the page already loaded, served from the same URL with different content (Figure 4). Vendors ship updates continuously, and few publish versioned URLs, so the same address can serve different code from one hour to the next. A further 16% were served only to visitors from some regions, which a monitor running from a single location would never see.',
        { chart: kindsOfChange },
        'An unexpected change is not necessarily an attack, but every attack is an unexpected change. A monitor that alerts on each of the median page’s 11 changes would interrupt someone roughly once a day; one that knows the vendor, the expected versions and the approved inventory can reduce that to the handful of changes a person actually needs to review.',
      ],
    },
    {
      heading: 'The likely skimmers',
      blocks: [
        'Four pages served a script that read the card number field and sent its value to a domain unrelated to the merchant or its payment provider. In three cases the script was injected through a compromised third-party library; in one, through a tag added with stolen tag manager credentials. Two of the four scripts were active only between midnight and six in the morning, local time, when staff were least likely to notice.',
        { table: skimmers },
        'All four scripts were obfuscated, and all four sent data to domains chosen to look routine in a network log: two imitated analytics or CDN providers, and one had been registered eleven days before we first saw it. None of the four merchants had a Content Security Policy that restricted where scripts could connect. Each removed the script within 52 hours of our notification; the fastest, case C, revoked the stolen tag manager credentials and removed the tag within four hours.',
      ],
    },
    {
      heading: 'Browser-side controls are rare',
      blocks: [
        'The browser already offers two controls that address this risk directly. A Content Security Policy tells it which origins may serve scripts and where scripts may send data; Subresource Integrity tells it to refuse a script whose content does not match a published hash. Both were rare on payment pages, and rarer still in a form that would have helped (Figure 5).',
        { chart: controls },
        'Of the 12% of pages with any policy, only one in four enforced one that would have stopped a script from an unfamiliar domain. The usual weaknesses were a script-src directive that allowed \'unsafe-inline\' or a wildcard covering a large CDN, and policies that allowed the tag manager’s domain, which then loaded scripts from anywhere. Report-only policies were often sending violation reports to an endpoint nobody read: in the interviews, only one merchant of the 48 running one had reviewed its reports in the past month.',
        'Subresource Integrity is harder to apply to third-party scripts, because vendors change their code at the same URL. It works well for scripts the merchant pins and hosts, and for vendors that publish versioned files; it cannot cover a tag manager’s dynamic injections. That is why the requirements ask for both authorisation and detection: prevention covers what can be pinned, and monitoring covers the rest.',
        { table: requirements },
      ],
    },
    {
      heading: 'Recommendations',
      blocks: [
        {
          ordered: true,
          list: [
            'Remove the tag manager from the payment page, or give it a separate container with only scripts the payment page needs.',
            'Build the script inventory from what the browser executes, not from the page source, and give every script an owner and a written justification.',
            'Deploy a Content Security Policy in report-only mode, review the reports for two weeks, then enforce it.',
            'Monitor the live payment page continuously from several regions and alert a person within minutes of an unexpected change.',
          ],
        },
        'Merchants that embed card fields in an iframe served by their provider still need all four steps for the page around the iframe. A script on the parent page can replace the iframe with a fake, and in our sample it would not have been detected by any of the merchants without continuous monitoring.',
        { subheading: 'A first month' },
        {
          list: [
            '**Week 1.** Crawl your own payment page from at least three regions and list every script the browser executes, with the chain that loaded it. Compare the list with what your teams believe is there.',
            '**Week 2.** Remove what has no owner or no reason to be on the payment page. The merchants we interviewed that had already done this removed a median of 9 scripts, with no loss of function on the payment step.',
            '**Week 3.** Ship a Content Security Policy in report-only mode built from the remaining inventory, with a reporting endpoint someone reads every day.',
            '**Week 4.** Enforce the policy, pin what can be pinned with Subresource Integrity, and turn on continuous monitoring with alerts routed to the people who can act on them.',
          ],
        },
      ],
    },
    {
      heading: 'Conclusion',
      blocks: [
        'PCI DSS 4.0 did not invent the risk on the payment page; it made merchants responsible for seeing it. Our crawl suggests that most cannot yet. The scripts on a typical payment page are too many, change too often and are too often chosen by someone outside the payments team for an inventory kept by hand to stay true for more than a few days.',
        'The merchants closest to the intent of requirements 6.4.3 and 11.6.1 had not bought more tools. They had made the payment page boring: a separate template with a handful of scripts, each owned and pinned, a policy that enforced the list, and a monitor that told a person when the page changed. That is within reach of any merchant, and it is the most effective protection we found against the skimmers that are still, quietly, reading card numbers on pages like these.',
      ],
    },
  ],
}
