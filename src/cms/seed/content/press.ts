import type { RequiredDataFromCollectionSlug } from 'payload'

import { daysAgo } from '../lib/dates'
import type { SeedContext } from '../lib/seedContext'

type Release = Omit<RequiredDataFromCollectionSlug<'press'>, 'content' | 'publishedAt'> & { daysAgo: number; markdown: string }

const ABOUT = `
## About Cipherwell

Cipherwell helps developers protect sensitive data without building security infrastructure. Its encryption proxy, serverless functions and secure enclaves keep card numbers, personal data and secrets out of customers' systems, while its PCI Level 1 and SOC 2 Type II certified platform carries the compliance burden. Founded in 2019, Cipherwell is headquartered in London with offices in Berlin and New York.

Press contact: press@cipherwell.com
`

const RELEASES: Release[] = [
  {
    title: 'Cipherwell raises $48 million Series B to make sensitive data boring',
    slug: 'series-b',
    location: 'London',
    summary:
      'The round, led by Larkspur Ventures with participation from existing investors, will fund Enclaves, expansion in North America and new data residency regions.',
    daysAgo: 34,
    markdown: `
Cipherwell, the data security platform for developers, today announced a $48 million Series B funding round led by Larkspur Ventures, with participation from existing investors Halyard Capital and Northgate Partners. The round brings Cipherwell's total funding to $71 million.

More than 900 companies, from early-stage fintechs to public retailers, use Cipherwell to keep card numbers, bank details and personal data out of their own systems. The volume of sensitive values protected by the platform tripled over the past twelve months, passing three billion.

"Every company that touches sensitive data ends up building the same vault, the same proxy and the same audit trail, and most of them build it twice," said Lena Hartmann, co-founder and CEO of Cipherwell. "Our job is to make that part boring, so engineers spend their time on the product and compliance stops being a quarterly emergency."

The company will use the funding to:

- grow Enclaves, its secure compute product, which became generally available last week
- double its New York team to serve North American payments and healthcare customers
- open data residency regions in Canada and Australia

"Cipherwell has earned the trust of security teams with an unusually developer-friendly product," said Ravi Castellanos, partner at Larkspur Ventures, who joins Cipherwell's board. "We think the combination of tokenization, confidential computing and compliance as a service is where data security is heading."
${ABOUT}`,
  },
  {
    title: 'Cipherwell opens Berlin engineering hub and EU-only data residency',
    slug: 'berlin-hub-eu-data-residency',
    location: 'Berlin',
    summary:
      'A new engineering office in Berlin and an EU-only deployment option let European customers keep sensitive data, keys and support access inside the European Union.',
    daysAgo: 120,
    markdown: `
Cipherwell today opened an engineering hub in Berlin and launched EU-only data residency for its platform. Customers who choose it have their vault, keys, logs and backups stored exclusively in data centres in Frankfurt and Dublin, with operational access limited to staff based in the European Union.

European financial services and healthcare companies increasingly ask for data to remain in the EU, both to simplify transfer assessments under the GDPR and to meet supervisory expectations on outsourcing. Until now, Cipherwell's EU region kept data in the EU but could be supported from the UK and the US.

"For many of our European customers the question is no longer only where the data is, but who can reach it," said Daniel Brandt, Principal Security Engineer, who leads the new Berlin office. "EU-only residency answers both, and it is enforced by our access tooling, not a policy document."

The Berlin hub will grow to about 40 engineers over the next 18 months, working on Enclaves, the vault and the EU platform. EU-only data residency is available on the Enterprise plan starting today.
${ABOUT}`,
  },
  {
    title: 'Cipherwell launches 3-D Secure that works with any payment processor',
    slug: 'processor-independent-3ds',
    location: 'New York',
    summary:
      'Merchants can now authenticate cardholders once with 3-D Secure 2 and send the result to any processor, keeping one checkout flow while routing payments freely.',
    daysAgo: 200,
    markdown: `
Cipherwell today launched 3-D Secure, a processor-independent authentication service for card payments. Merchants authenticate a cardholder once with 3-D Secure 2 and pass the result to whichever processor handles the payment, instead of being tied to each processor's own authentication flow.

Strong customer authentication rules in Europe and the UK require 3-D Secure for most online card payments, and issuers worldwide increasingly reward authenticated transactions with higher approval rates. Merchants that use more than one processor have until now needed a separate integration for each.

"Authentication and processing are different jobs," said Priya Raman, Group Product Manager for Cards at Cipherwell. "Separating them lets a merchant keep one smooth checkout and still send each payment where it is most likely to be approved."

During the beta, merchants using Cipherwell's 3-D Secure completed 93% of authenticated payments, with seven in ten authentications approved without a challenge. The service supports Visa, Mastercard, American Express and Discover, and is available today on all paid plans.
${ABOUT}`,
  },
]

export const press = ({ now, md }: SeedContext): RequiredDataFromCollectionSlug<'press'>[] =>
  RELEASES.map(({ daysAgo: days, markdown, ...release }) => ({ ...release, publishedAt: daysAgo(now, days, 7), content: md(markdown) }))
