import type { SeedPaper } from './types'
import { addedLatency, annualCost, comparison, latencyByRegion, leakPaths, scopeByPattern } from './tokenizationArchitecturesData'

export const tokenizationArchitectures: SeedPaper = {
  slug: 'tokenization-architectures-pci-scope',
  title: 'Tokenization architectures for PCI scope reduction',
  subtitle: 'Four patterns for keeping card numbers out of your systems, compared on scope, latency, cost and lock-in.',
  abstract:
    'Tokenization is the most effective way to shrink PCI DSS scope, but the architecture around the token decides how much scope actually disappears. This paper compares four common patterns, from processor vaults to proxy-based tokenization, and gives a decision framework for engineering and compliance teams.',
  daysAgo: 64,
  coverPattern: 'grid',
  summary: [
    'Every system that stores, processes or transmits a card number falls within the scope of the Payment Card Industry Data Security Standard, together with every system connected to it. For a typical digital business that is most of the production environment. Tokenization replaces the card number with a surrogate value that is worthless outside the vault that issued it, so systems that handle only tokens can leave scope.',
    'How much scope disappears depends less on the token itself than on where card numbers still flow. We compare four architectures on the systems left in scope, the latency they add, their cost to operate and the lock-in they create, using 38 environments from Cipherwell scoping reviews and a week of latency measurements in five regions.',
    'Two patterns reach SAQ A for most merchants: the processor’s own vault, and a processor-independent vault with a forwarding proxy. The first is the cheapest and ties every card to one processor; the second keeps routing open at the cost of a few milliseconds per charge. The pattern most teams choose first, a third-party vault called directly from the backend, brings the charging service back into scope and costs more than twice as much to keep compliant as the proxy.',
  ],
  keyFigures: [
    { value: '94%', label: 'fewer system components in scope with a forwarding proxy: a median of 142 before, 8 after' },
    { value: '2.4 ms', label: 'median latency the proxy added to a charge in eu-west; 6.1 ms at p99' },
    { value: '2.3×', label: 'annual compliance cost of calling the vault directly, compared with the proxy' },
  ],
  sections: [
    {
      heading: 'How scope is decided',
      blocks: [
        'PCI DSS applies to the cardholder data environment: the people, processes and technology that store, process or transmit cardholder data or sensitive authentication data. It applies equally to every system that is connected to that environment or could affect its security, such as the identity provider that grants access to it, the CI pipeline that deploys to it and the jump hosts that administer it. Scope is decided by data flow, not by intent: a service that was never meant to see a card number but receives one in a request body is in scope.',
        'Tokenization removes a system from scope only if the system can never see a card number and cannot turn a token back into one. A token that can be reversed by anyone holding a key the system can reach is encrypted cardholder data, and stays in scope. A token that can be exchanged for the card number only by calling a vault, with credentials and network paths the system does not have, is not.',
        'For merchants the practical measure of scope is the self-assessment questionnaire they qualify for. SAQ A, for merchants that have outsourced all card handling and whose pages only embed the provider’s fields or redirect to its page, has a small fraction of the requirements of SAQ D, which applies to anyone whose systems handle card numbers. Large merchants are assessed on site by a Qualified Security Assessor instead, but the same logic decides how many systems that assessment covers.',
        { callout: 'The question that decides scope is not “do we tokenize?” but “is there any path, at any time, by which a card number reaches a system we run?”' },
      ],
    },
    {
      heading: 'How we compared the patterns',
      blocks: [
        '**Scope.** Over nine months we ran scoping reviews with 38 Cipherwell customers: online retailers, subscription software companies, marketplaces and two travel businesses, each processing between 40,000 and 9 million card transactions a month. For each environment we inventoried the system components that would be in scope without tokenization and then modelled the same environment under each of the four patterns, counting components in the three categories of the PCI SSC scoping guidance. Figure 1 reports the median of each count.',
        '**Latency.** We sent synthetic charge requests to the test endpoints of three processors from five cloud regions for seven days, at a steady 20 requests per second, once directly and once through each pattern’s extra hop. The added latency is the difference between the two at each percentile.',
        '**Cost.** Annual cost combines the customers’ assessment invoices, their vendor contracts and the engineering time they recorded against compliance work, priced at a common rate. It excludes card processing fees, which do not depend on the pattern.',
      ],
    },
    {
      heading: 'Pattern 1: processor vaults',
      blocks: [
        'The simplest pattern is to let the payment processor collect and store cards, returning a token that only that processor can charge. Scope reduction is excellent: with hosted fields the merchant usually qualifies for SAQ A, and in our reviews the median environment kept 9 components in scope, most of them the web servers that serve the payment page and the systems that can change it.',
        'The cost is lock-in. Tokens cannot be charged through another processor, and migrating away requires the processor to export card data to a new vault, which can take months and depends on the processor’s goodwill. Of the customers in our reviews that had migrated away from a processor vault, the median export took 14 weeks from request to the first charge on the new processor, and two could not migrate cards stored before a given date at all.',
        'Processor vaults suit businesses with one processor and no plans to add another. They become a constraint as soon as routing, redundancy or negotiating leverage matter. If you choose one, negotiate the export terms before you sign: the format, the time limit and the fee for a full export of your cards to another PCI DSS compliant vault.',
      ],
    },
    {
      heading: 'Pattern 2: self-hosted tokenization',
      blocks: [
        'Some companies build their own vault: a hardened service that stores encrypted card numbers and issues tokens. Every other system handles tokens, but the vault, its key management, the network segment around it and every service that can detokenize remain in scope, typically under SAQ D or a full Report on Compliance. In our reviews that left a median of 38 components in scope, including 9 that handle card numbers.',
        'This pattern offers the most control and the least reduction in compliance effort. In our experience it is justified only for very large merchants with existing PCI operations teams, and even they often underestimate the cost of key rotation, HSM operations and annual assessment of the vault itself. The median self-hosted vault in our reviews cost $875,000 a year to run and keep compliant, more than half of it in engineering and operations time.',
        { subheading: 'What a self-hosted vault has to get right' },
        {
          list: [
            'Keys in hardware security modules, with dual control and split knowledge for every key ceremony, and documented rotation of data-encrypting keys.',
            'Detokenization limited to the few services that must send card numbers to a processor, each with its own credentials, rate limits and alerts on unusual volume.',
            'Network segmentation that the assessor can verify, tested by penetration testing at least once a year, and every six months if you are a service provider.',
            'A plan for the day the vault’s own code has a vulnerability: the vault is the single most valuable target in the company.',
          ],
        },
      ],
    },
    {
      heading: 'Pattern 3: third-party vault with direct API calls',
      blocks: [
        'A processor-independent vault provider stores cards and returns tokens. When the merchant needs to charge a card, its backend calls the vault to detokenize and then calls the processor with the card number. The vault can serve several processors, which removes the lock-in of pattern 1.',
        'The weakness is that the merchant’s backend receives the card number at charge time, however briefly. That service, and everything connected to it, returns to scope. Teams often adopt this pattern expecting SAQ A and discover at assessment time that they need SAQ D. The charging service also tends to grow: refunds, retries and account updater jobs all need card numbers, and each is one more component in the cardholder data environment.',
        'It is also the slowest of the four. A detokenize call is a full round trip from the merchant’s backend to the vault before the charge can start, and at the tail the two calls compound: in eu-west the pattern added 4.1 ms at the median and 24.5 ms at p99.9 (Figure 2).',
      ],
    },
    {
      heading: 'Pattern 4: third-party vault with a forwarding proxy',
      blocks: [
        'The fourth pattern closes that gap. Cards are collected with hosted fields into the vault. When the merchant charges a card, its backend sends the request, containing only a token, through the vault provider’s outbound proxy. The proxy replaces the token with the card number in flight and forwards the request to the processor. The response flows back the same way, with any card data in it tokenized.',
        'No merchant system ever holds a card number, so the merchant can usually validate with SAQ A while charging through any processor the proxy supports. The proxy adds latency, typically a few milliseconds, and the provider becomes a critical dependency whose availability must be planned for.',
        { subheading: 'Operating the proxy' },
        {
          list: [
            '**Routes are configuration.** Each processor endpoint is a route naming the fields to detokenize, by JSON path or form field, so adding a processor is a configuration change reviewed like code rather than a new integration in the cardholder data environment.',
            '**Responses are tokenized too.** Processors echo card data in some responses and webhooks; the proxy must tokenize those fields on the way back, or the merchant’s webhook handler returns to scope.',
            '**Authenticate both sides.** The merchant authenticates to the proxy with credentials that cannot detokenize outside a request to an allowed route, and the proxy presents the processor with the merchant’s own credentials, so the processor relationship stays the merchant’s.',
            '**Plan for the proxy being down.** Use a provider with at least two regions per geography, send an idempotency key with every charge so a retry through the second region cannot charge twice, and decide in advance which payments can wait.',
          ],
        },
      ],
    },
    {
      heading: 'Comparison',
      blocks: [
        '**Scope.** Patterns 1 and 4 reach SAQ A for most merchants; pattern 3 usually requires SAQ D for the charging service; pattern 2 keeps the vault and its neighbours in full scope. Figure 1 shows the difference in components: from a median of 142 without tokenization to 8 with the proxy, a reduction of 94%.',
        { chart: scopeByPattern },
        '**Latency.** Patterns 1 and 2 add nothing beyond the processor call; patterns 3 and 4 add a round trip to the vault or proxy, usually between 2 and 15 milliseconds depending on region. The proxy is faster than a separate detokenize call at every percentile, because it holds warm connections to each processor and the card number never makes an extra trip across the internet.',
        { chart: addedLatency },
        { chart: latencyByRegion },
        '**Lock-in.** Pattern 1 ties cards to one processor; patterns 3 and 4 tie them to a vault provider, but reputable providers support bulk export to another PCI-compliant vault; pattern 2 has none, at the highest operating cost.',
        '**Cost.** The pattern that keeps the fewest systems in scope is also among the cheapest to keep compliant. The proxy’s vendor fees were more than offset by a shorter assessment and far less engineering time; calling the vault directly cost 2.3 times as much, almost entirely because of the charging service’s place in the cardholder data environment.',
        { chart: annualCost },
        { table: comparison },
      ],
    },
    {
      heading: 'Where card numbers leak back into scope',
      blocks: [
        'In 31 of the 38 environments we found at least one path by which card numbers reached systems the architecture diagram said were out of scope. None was introduced by the tokenization pattern itself. They were introduced by everything around it: debugging, customer support, analytics and data engineering, usually by people who had never been told that a card number in a log line changes the scope of an assessment.',
        { table: leakPaths },
        'The remedy is the same in every case: decide where card numbers may appear, detect them everywhere else, and treat a detection as an incident. A card-number detector, a Luhn check on runs of 13 to 19 digits with a filter for known test numbers, is cheap to run on logs, tickets and warehouse tables, and it finds what no diagram shows.',
      ],
    },
    {
      heading: 'Recommendations',
      blocks: [
        {
          list: [
            'One processor, no plans for more: a processor vault with hosted fields is hard to beat.',
            'Several processors, or a plan to add one: a processor-independent vault with a forwarding proxy, so that routing does not bring card numbers back into your systems.',
            'Existing PCI operations at large scale: consider self-hosting only if you already run HSMs and a Level 1 assessment, and compare the full cost honestly.',
          ],
        },
        'Whichever pattern you choose, draw the data flow before you build. The places where card numbers leak back into scope, such as logs, support tools and analytics exports, are rarely in the architecture diagram and always in the assessment.',
        { subheading: 'A checklist for the first assessment after tokenizing' },
        {
          ordered: true,
          list: [
            'Draw every path a card number takes, from the customer’s browser to the processor and back, including refunds, disputes and account updater files.',
            'Confirm that no system you run can detokenize outside the vault provider’s proxy routes, and that the credentials to change those routes are held by few people.',
            'Run a card-number detector over logs, tickets, analytics and the warehouse before the assessor does, and again every quarter.',
            'Destroy, and document the destruction of, backups taken before the migration.',
            'Agree the scope with your assessor before fieldwork starts, with the data-flow diagram and the detector’s results in hand.',
          ],
        },
      ],
    },
  ],
}
