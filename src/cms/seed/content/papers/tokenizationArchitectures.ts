import type { SeedPaper } from './types'

export const tokenizationArchitectures: SeedPaper = {
  slug: 'tokenization-architectures-pci-scope',
  title: 'Tokenization architectures for PCI scope reduction',
  subtitle: 'Four patterns for keeping card numbers out of your systems, compared on scope, latency, cost and lock-in.',
  abstract:
    'Tokenization is the most effective way to shrink PCI DSS scope, but the architecture around the token decides how much scope actually disappears. This paper compares four common patterns, from processor vaults to proxy-based tokenization, and gives a decision framework for engineering and compliance teams.',
  daysAgo: 64,
  coverPattern: 'grid',
  coverAlt: 'Report cover: a cluster of violet and teal tiles above three pale horizontal rules on dark navy',
  sections: [
    {
      heading: 'Executive summary',
      paragraphs: [
        'Every system that stores, processes or transmits a card number falls within the scope of the Payment Card Industry Data Security Standard, together with every system connected to it. For a typical digital business that is most of the production environment. Tokenization replaces the card number with a surrogate value that is worthless outside the vault that issued it, so systems that handle only tokens can leave scope.',
        'How much scope disappears depends less on the token itself than on where card numbers still flow. We compare four architectures on the systems left in scope, the latency they add, their cost to operate and the lock-in they create, and recommend a pattern for each of the situations we meet most often.',
      ],
    },
    {
      heading: '1. Processor vaults',
      paragraphs: [
        'The simplest pattern is to let the payment processor collect and store cards, returning a token that only that processor can charge. Scope reduction is excellent: with hosted fields the merchant usually qualifies for SAQ A. The cost is lock-in. Tokens cannot be charged through another processor, and migrating away requires the processor to export card data to a new vault, which can take months and depends on the processor’s goodwill.',
        'Processor vaults suit businesses with one processor and no plans to add another. They become a constraint as soon as routing, redundancy or negotiating leverage matter.',
      ],
    },
    {
      heading: '2. Self-hosted tokenization',
      paragraphs: [
        'Some companies build their own vault: a hardened service that stores encrypted card numbers and issues tokens. Every other system handles tokens, but the vault, its key management, the network segment around it and every service that can detokenize remain in scope, typically under SAQ D or a full Report on Compliance.',
        'This pattern offers the most control and the least reduction in compliance effort. In our experience it is justified only for very large merchants with existing PCI operations teams, and even they often underestimate the cost of key rotation, HSM operations and annual assessment of the vault itself.',
      ],
    },
    {
      heading: '3. Third-party vault with direct API calls',
      paragraphs: [
        'A processor-independent vault provider stores cards and returns tokens. When the merchant needs to charge a card, its backend calls the vault to detokenize and then calls the processor with the card number. The vault can serve several processors, which removes the lock-in of pattern 1.',
        'The weakness is that the merchant’s backend receives the card number at charge time, however briefly. That service, and everything connected to it, returns to scope. Teams often adopt this pattern expecting SAQ A and discover at assessment time that they need SAQ D.',
      ],
    },
    {
      heading: '4. Third-party vault with a forwarding proxy',
      paragraphs: [
        'The fourth pattern closes that gap. Cards are collected with hosted fields into the vault. When the merchant charges a card, its backend sends the request, containing only a token, through the vault provider’s outbound proxy. The proxy replaces the token with the card number in flight and forwards the request to the processor. The response flows back the same way, with any card data in it tokenized.',
        'No merchant system ever holds a card number, so the merchant can usually validate with SAQ A while charging through any processor the proxy supports. The proxy adds latency, typically a few milliseconds, and the provider becomes a critical dependency whose availability must be planned for.',
      ],
    },
    {
      heading: 'Comparison',
      paragraphs: [
        'Scope: patterns 1 and 4 reach SAQ A for most merchants; pattern 3 usually requires SAQ D for the charging service; pattern 2 keeps the vault and its neighbours in full scope.',
        'Lock-in: pattern 1 ties cards to one processor; patterns 3 and 4 tie them to a vault provider, but reputable providers support bulk export to another PCI-compliant vault; pattern 2 has none, at the highest operating cost.',
        'Latency: patterns 1 and 2 add nothing beyond the processor call; patterns 3 and 4 add a round trip to the vault or proxy, usually between 2 and 15 milliseconds depending on region.',
      ],
    },
    {
      heading: 'Recommendations',
      paragraphs: [
        '• One processor, no plans for more: a processor vault with hosted fields is hard to beat.',
        '• Several processors, or a plan to add one: a processor-independent vault with a forwarding proxy, so that routing does not bring card numbers back into your systems.',
        '• Existing PCI operations at large scale: consider self-hosting only if you already run HSMs and a Level 1 assessment, and compare the full cost honestly.',
        'Whichever pattern you choose, draw the data flow before you build. The places where card numbers leak back into scope, such as logs, support tools and analytics exports, are rarely in the architecture diagram and always in the assessment.',
      ],
    },
  ],
}
