import type { Chart, Table } from '../../media/paperDocument'

/**
 * The numbers behind the tokenization paper's figures and tables: Cipherwell's scoping
 * reviews and latency measurements, as the paper's method section describes them.
 */

const PATTERNS = ['No tokenization', '1. Processor vault', '2. Self-hosted vault', '3. Vault, direct API calls', '4. Vault, forwarding proxy']

export const scopeByPattern: Chart = {
  kind: 'stacked',
  horizontal: true,
  title: 'System components left in PCI DSS scope, by architecture',
  caption:
    'Median number of in-scope system components in the 38 environments we reviewed, modelled under each pattern. Components are servers, container workloads, managed databases, network devices and SaaS tools, counted with the categories of the PCI SSC scoping guidance. Source: Cipherwell scoping reviews.',
  categories: PATTERNS,
  series: [
    { name: 'Handle card numbers', values: [61, 0, 9, 6, 0] },
    { name: 'Connected to those systems', values: [57, 3, 17, 13, 3] },
    { name: 'Can affect their security', values: [24, 6, 12, 8, 5] },
  ],
  valueAxis: 'System components in scope (median)',
}

export const addedLatency: Chart = {
  kind: 'line',
  title: 'Latency added to a charge request, by percentile (eu-west)',
  caption:
    'Time a charge took beyond the same request sent straight to the processor’s test endpoint, over 7 days of synthetic traffic at 20 requests per second. Pattern 3 is a detokenize call followed by the charge; pattern 4 is one request through the forwarding proxy. Source: Cipherwell measurements.',
  categories: ['p50', 'p75', 'p90', 'p95', 'p99', 'p99.9'],
  series: [
    { name: 'Pattern 3: detokenize, then charge', values: [4.1, 5.0, 6.6, 7.9, 11.8, 24.5] },
    { name: 'Pattern 4: forwarding proxy', values: [2.4, 2.9, 3.8, 4.5, 6.1, 12.9] },
  ],
  valueAxis: 'Added latency (ms)',
  categoryAxis: 'Percentile of charge requests',
  unit: ' ms',
}

export const latencyByRegion: Chart = {
  kind: 'bar',
  title: 'Latency added by the forwarding proxy, by region',
  caption:
    'Median and 99th percentile added latency of pattern 4 in five regions, measured as in Figure 2. The spread follows the distance between the proxy region and each processor’s nearest endpoint. Source: Cipherwell measurements.',
  categories: ['eu-west', 'eu-central', 'us-east', 'us-west', 'ap-southeast'],
  series: [
    { name: 'p50', values: [2.4, 2.7, 2.9, 3.6, 5.8] },
    { name: 'p99', values: [6.1, 6.8, 7.4, 9.9, 14.6] },
  ],
  valueAxis: 'Added latency (ms)',
  unit: ' ms',
  valueLabels: true,
}

export const annualCost: Chart = {
  kind: 'stacked',
  title: 'Annual cost of card data compliance, by architecture',
  caption:
    'Median annual cost in thousands of US dollars for the environments in our reviews, from their assessment invoices, engineering time records and vendor contracts. Processor vault fees are bundled into processing rates and shown as zero. Source: Cipherwell scoping reviews.',
  categories: ['1. Processor vault', '2. Self-hosted vault', '3. Vault, direct API calls', '4. Vault, forwarding proxy'],
  series: [
    { name: 'Assessment and audit', values: [18, 145, 95, 22] },
    { name: 'Engineering and operations', values: [40, 520, 180, 55] },
    { name: 'Vendor fees', values: [0, 0, 60, 72] },
    { name: 'Infrastructure and HSMs', values: [0, 210, 15, 0] },
  ],
  valueAxis: 'Annual cost (USD thousands)',
  max: 1000,
}

export const comparison: Table = {
  title: 'The four patterns compared',
  columns: ['Pattern', 'Typical SAQ', 'In scope (median)', 'Added latency, p50', 'Lock-in', 'Annual cost (median)'],
  widths: [1.5, 0.9, 0.9, 0.9, 1.4, 0.9],
  numeric: [2, 3, 5],
  rows: [
    ['1. Processor vault', 'SAQ A', '9', '0 ms', 'Cards tied to one processor', '$58k'],
    ['2. Self-hosted vault', 'SAQ D or ROC', '38', '0 ms', 'None; highest operating cost', '$875k'],
    ['3. Vault, direct API calls', 'SAQ D', '27', '4.1 ms', 'Vault provider; bulk export', '$350k'],
    ['4. Vault, forwarding proxy', 'SAQ A', '8', '2.4 ms', 'Vault provider; bulk export', '$149k'],
  ],
  note: 'Latency for eu-west; other regions in Figure 3. SAQ A assumes hosted fields or a payment page served by the provider; ROC is a Report on Compliance by a Qualified Security Assessor.',
}

export const leakPaths: Table = {
  title: 'Where card numbers leaked back into scope',
  columns: ['Leak path', 'How it happened', 'Found in', 'Control that closed it'],
  widths: [1.1, 2.1, 0.7, 2],
  numeric: [2],
  rows: [
    ['Application logs', 'Request bodies logged at debug level during an incident and never turned off', '47%', 'Log schemas with allow-listed fields; a card-number detector on the log pipeline'],
    ['Support tools', 'Customers pasting card numbers into chat and tickets; screenshots attached to tickets', '34%', 'Redaction in the support tool; agents trained to refuse card numbers'],
    ['Session replay and analytics', 'Replay scripts recording the checkout page, including fields outside the iframe', '29%', 'Replay disabled on payment pages; masking by default'],
    ['Error trackers', 'Exceptions carrying the failing request, card number included', '26%', 'Scrubbing rules in the SDK before events leave the service'],
    ['Warehouse exports', 'Raw processor webhooks copied into the data warehouse', '18%', 'Exports from tokenized stores only; schema checks on ingestion'],
    ['Old backups', 'Snapshots of the database from before tokenization', '13%', 'Documented destruction of pre-migration backups'],
  ],
  note: 'Share of the 38 reviewed environments in which we found each path at least once.',
}
