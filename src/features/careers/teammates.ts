/**
 * A few of the people a new hire works with: the names and roles the blog's bylines and the
 * press releases already use, each with where they work and a line in their own words.
 */
export type Teammate = { name: string; role: string; location: string; quote: string }

export const TEAM_INTRO =
  'About forty of us today, in London, Berlin and New York and remote across Europe and the US. A few of the people you would work with:'

export const TEAM: readonly Teammate[] = [
  {
    name: 'Lena Hartmann',
    role: 'Co-founder and CEO',
    location: 'London',
    quote: 'We started Cipherwell after building the same card vault at two companies. Nobody should have to build it a third time.',
  },
  {
    name: 'Maya Okafor',
    role: 'Staff Engineer, Relay',
    location: 'London',
    quote: 'Relay’s latency budget is public, so every change I ship is measured against a number our customers can see.',
  },
  {
    name: 'Daniel Brandt',
    role: 'Principal Security Engineer, Enclaves',
    location: 'Berlin',
    quote: 'I lead the Berlin office and still review code most days. Our incident write-ups are blameless, and people actually read them.',
  },
  {
    name: 'Priya Raman',
    role: 'Group Product Manager, Cards',
    location: 'New York',
    quote: 'Product managers here write the code sample before the roadmap. If the API is awkward in the sample, we change the API.',
  },
  {
    name: 'Tomás Lindqvist',
    role: 'Head of Compliance',
    location: 'London',
    quote: 'Our auditors read the same runbooks our engineers use. Compliance describes how we work; it is not a second set of documents.',
  },
  {
    name: 'Inês Carvalho',
    role: 'Lead Technical Writer',
    location: 'Remote (Lisbon)',
    quote: 'Docs are reviewed like code, by the engineers who built the feature. I meet the team in Berlin twice a year.',
  },
]
