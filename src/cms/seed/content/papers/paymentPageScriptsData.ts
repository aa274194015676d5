import type { Chart, Table } from '../../media/paperDocument'

/**
 * The numbers behind the payment page script report's figures and tables: Cipherwell's crawl
 * of 1,200 merchants' payment pages, as the report's method section describes it.
 */

export const sample: Table = {
  title: 'Merchants in the study, by sector and region',
  columns: ['Sector', 'Europe', 'North America', 'Total', 'Median monthly visits to checkout'],
  widths: [1.6, 0.8, 0.9, 0.7, 1.4],
  numeric: [1, 2, 3, 4],
  rows: [
    ['Retail', '290', '250', '540', '310,000'],
    ['Travel', '120', '100', '220', '145,000'],
    ['Ticketing', '90', '90', '180', '220,000'],
    ['Software subscriptions', '120', '140', '260', '38,000'],
    ['All merchants', '620', '580', '1,200', '180,000'],
  ],
  note: 'Visits to checkout are the merchants’ own figures for the month before the crawl, given when they agreed to take part.',
}

export const scriptsPerPage: Chart = {
  kind: 'bar',
  title: 'Scripts executed on the payment page',
  caption:
    'Share of the 1,200 merchants by the number of distinct scripts executed on the payment page, counted over all 168 loads of each page. The median page ran 23 scripts; the 90th percentile, 61. Source: Cipherwell crawl.',
  categories: ['1–9', '10–19', '20–29', '30–39', '40–49', '50–59', '60 or more'],
  series: [{ name: 'Merchants', values: [14, 27, 21, 13, 9, 6, 10] }],
  valueAxis: 'Share of merchants (%)',
  categoryAxis: 'Distinct scripts executed on the payment page',
  unit: '%',
  valueLabels: true,
}

export const scriptCategories: Chart = {
  kind: 'stacked',
  horizontal: true,
  title: 'What the scripts on payment pages are for, by sector',
  caption:
    'Share of all scripts executed on payment pages in each sector, by the purpose of the vendor or code that served them. First-party and unclassified scripts include the merchant’s own application code and the scripts we could not attribute. Source: Cipherwell crawl.',
  categories: ['Retail', 'Travel', 'Ticketing', 'Software subscriptions', 'All merchants'],
  series: [
    { name: 'Analytics and advertising', values: [58, 52, 49, 50, 54] },
    { name: 'Support and chat', values: [10, 12, 8, 15, 11] },
    { name: 'A/B testing', values: [10, 8, 7, 10, 9] },
    { name: 'Fraud prevention', values: [7, 9, 13, 6, 8] },
    { name: 'Payment provider', values: [5, 6, 8, 7, 6] },
    { name: 'First-party and unclassified', values: [10, 13, 15, 12, 12] },
  ],
  valueAxis: 'Share of scripts (%)',
  unit: '%',
  max: 100,
}

export const tagManagers: Table = {
  title: 'Payment pages with and without a tag manager',
  columns: ['', 'Pages', 'Scripts, mean', 'Domains, median', 'Loaded indirectly', 'Not identified by the merchant'],
  widths: [1.3, 0.7, 0.8, 0.9, 0.9, 1.2],
  numeric: [1, 2, 3, 4, 5],
  rows: [
    ['With a tag manager', '996', '33.8', '11', '75%', '15%'],
    ['Without a tag manager', '204', '14.1', '5', '21%', '4%'],
    ['All pages', '1,200', '30.5', '9', '71%', '14%'],
  ],
  note: 'Scripts loaded indirectly were injected by a tag manager or another script rather than named in the page’s HTML. The last column is the share of scripts the merchant’s team could not attribute to a vendor or purpose.',
}

export const changesOverTime: Chart = {
  kind: 'line',
  title: 'Script changes on the median payment page over two weeks',
  caption:
    'Cumulative changes to the set of scripts executed on the median payment page, by day of the crawl: a new script, a script removed, or a new version of an existing one. Changes that coincided with a release of the merchant’s own site are shown separately. Source: Cipherwell crawl.',
  categories: ['1', '2', '3', '4', '5', '6', '7', '8', '9', '10', '11', '12', '13', '14'],
  series: [
    { name: 'All changes', values: [0, 1, 2, 2, 3, 4, 5, 5, 6, 7, 8, 9, 10, 11] },
    { name: 'Coinciding with a merchant release', values: [0, 0, 1, 1, 1, 1, 1, 1, 2, 2, 2, 2, 2, 2] },
  ],
  valueAxis: 'Changes since day 1',
  categoryAxis: 'Day of the crawl',
}

export const kindsOfChange: Chart = {
  kind: 'bar',
  horizontal: true,
  title: 'What changed',
  caption:
    'Share of all 14,630 script changes observed across the 1,200 payment pages, by kind. A region-specific change is a script served to visitors from one crawl region and not the others. Source: Cipherwell crawl.',
  categories: ['New version of a known script', 'New script added', 'Served only in some regions', 'Script removed'],
  series: [{ name: 'Changes', values: [48, 27, 16, 9] }],
  valueAxis: 'Share of changes (%)',
  unit: '%',
  valueLabels: true,
  max: 60,
}

export const controls: Chart = {
  kind: 'bar',
  horizontal: true,
  title: 'Browser-side controls on payment pages',
  caption:
    'Share of the 1,200 payment pages with each control in place on every load. “Would block an unknown script” means the enforced policy would have refused a script from a domain the page had not loaded before. Source: Cipherwell crawl.',
  categories: [
    'Any Content Security Policy',
    'Policy restricting script sources',
    'Policy in report-only mode',
    'Would block an unknown script',
    'Subresource Integrity on a third-party script',
    'Subresource Integrity on all static third-party scripts',
  ],
  series: [{ name: 'Payment pages', values: [12, 7, 4, 3, 9, 1] }],
  valueAxis: 'Share of payment pages (%)',
  unit: '%',
  valueLabels: true,
  max: 15,
}

export const skimmers: Table = {
  title: 'The four likely skimmers',
  columns: ['Case', 'Sector', 'How it got there', 'Where it sent card data', 'Active', 'Removed after notice'],
  widths: [0.5, 0.8, 1.7, 1.7, 0.9, 0.9],
  numeric: [5],
  rows: [
    ['A', 'Retail', 'Compromised release of a product-reviews widget', 'Image beacon to a look-alike analytics domain', 'All day', '9 hours'],
    ['B', 'Ticketing', 'Compromised release of an A/B testing snippet', 'POST to a domain registered 11 days earlier', '00:00–06:00', '31 hours'],
    ['C', 'Travel', 'Custom tag added with stolen tag manager credentials', 'WebSocket to a server abroad', 'All day', '4 hours'],
    ['D', 'Retail', 'Compromised release of a currency-converter library', 'POST to a look-alike CDN domain', '00:00–06:00', '52 hours'],
  ],
  note: 'Active: the local hours in which the script read the card field. Removal is measured from our notification to the first crawl without the script.',
}

export const requirements: Table = {
  title: 'What PCI DSS 4.0 asks of payment page scripts, and what we saw',
  columns: ['Requirement', 'What it asks', 'What we saw'],
  widths: [0.8, 2.1, 2.1],
  rows: [
    ['6.4.3', 'Every script on the payment page is authorised, its integrity is assured, and there is an inventory with a written justification for each.', 'Merchants could not attribute 14% of scripts; 71% were injected at run time and absent from any inventory built from source.'],
    ['11.6.1', 'A mechanism detects unauthorised changes to the scripts and security headers of the payment page as the browser receives it, and alerts staff, at least weekly.', 'The median page changed 11 times in two weeks; 4 in 5 changes came from third parties, not the merchant’s releases.'],
    ['12.8 and 12.3.1', 'Third-party service providers are managed, and the frequency of periodic controls is set by a targeted risk analysis.', 'Few merchants had a contract clause covering scripts served from a vendor’s domain, or a risk analysis for their check frequency.'],
  ],
}
