import type { RequiredDataFromCollectionSlug } from 'payload'

import { daysAgo, daysFrom } from '../lib/dates'
import type { SeedContext } from '../lib/seedContext'

type Job = Omit<RequiredDataFromCollectionSlug<'jobs'>, 'description' | 'postedAt' | 'validThrough'> & {
  postedDaysAgo: number
  openForDays: number
  role: string
  responsibilities: string[]
  requirements: string[]
}

const BENEFITS = `
## What we offer

- Salary in the top quartile for the role and location, plus meaningful equity
- 30 days of paid holiday plus public holidays, and a company-wide week off at the end of the year
- Private health insurance for you and your dependants
- 26 weeks of fully paid parental leave for every parent
- A yearly learning budget of 2,000 (GBP, EUR or USD) and time to use it
- For remote roles, a home-office budget and twice-yearly team weeks in London or Berlin
`

const list = (items: string[]) => items.map((item) => `- ${item}`).join('\n')

const description = (job: Pick<Job, 'role' | 'responsibilities' | 'requirements'>) => `
## The role

${job.role}

## What you will do

${list(job.responsibilities)}

## What we are looking for

${list(job.requirements)}
${BENEFITS}
## How to apply

Send your CV or a link to your work to careers@cipherwell.com with the role in the subject line. We reply to every application within ten working days. The process is a call with the hiring manager, a practical exercise you can do in your own time or in a paired session, and a final conversation with two future teammates.
`

const JOBS: Job[] = [
  {
    title: 'Senior Backend Engineer, Relay',
    slug: 'senior-backend-engineer-relay',
    department: 'engineering',
    location: 'London',
    employmentType: 'FULL_TIME',
    summary: 'Build the encryption proxy that sits in front of our customers’ APIs: low-latency Go, careful protocol work and a p99 budget of five milliseconds.',
    postedDaysAgo: 9,
    openForDays: 60,
    role: 'Relay handles billions of requests a month for companies that cannot afford for it to be slow or wrong. You will join the five-person team that owns it, working on the request path, route configuration and the tokenization pipeline. We work in Go, deploy several times a day and measure everything against a published latency budget.',
    responsibilities: [
      'Design and ship changes to Relay’s request path, from TLS termination to upstream connection handling',
      'Improve the route configuration language and its validation so customers catch mistakes before production',
      'Own performance work end to end: profile, propose, benchmark, roll out region by region',
      'Take part in an on-call rotation of one week in six, with a follow-the-sun handover to New York',
    ],
    requirements: [
      'Several years building and operating high-throughput network services, ideally in Go',
      'A working knowledge of HTTP/1.1, HTTP/2 and TLS at the level of reading packet captures when needed',
      'Comfort with production: you have debugged latency in a live system and written up what you learned',
      'Interest in security; experience with PCI DSS is welcome but not expected',
    ],
  },
  {
    title: 'Staff Engineer, Enclaves',
    slug: 'staff-engineer-enclaves',
    department: 'engineering',
    location: 'Berlin',
    employmentType: 'FULL_TIME',
    summary: 'Set the technical direction of Enclaves, our confidential computing product, from attestation and key sealing to autoscaling hardware-isolated workloads.',
    postedDaysAgo: 16,
    openForDays: 75,
    role: 'Enclaves lets customers run their own code in hardware-isolated memory and prove what is running through remote attestation. As its first staff engineer you will shape the architecture for the next few years, working closely with the product manager and the security team, and spend most of your time writing and reviewing code.',
    responsibilities: [
      'Own the architecture of the enclave runtime, attestation service and key-sealing design',
      'Lead the work to support additional hardware platforms and cloud regions',
      'Raise the bar on testing for isolation properties, including our continuous escape suite',
      'Mentor engineers across the Berlin office and help us hire the team around you',
    ],
    requirements: [
      'Deep experience with systems programming in Rust, C++ or Go',
      'Hands-on work with trusted execution environments, hypervisors or hardware security modules',
      'A track record of leading technical decisions across teams and writing them down clearly',
      'Fluency in English; German is not required',
    ],
  },
  {
    title: 'Compliance Program Manager, PCI DSS',
    slug: 'compliance-program-manager-pci-dss',
    department: 'security_compliance',
    location: 'London',
    employmentType: 'FULL_TIME',
    summary: 'Run our PCI DSS Level 1 assessment and the evidence programme behind it, and help customers understand exactly which controls we carry for them.',
    postedDaysAgo: 4,
    openForDays: 45,
    role: 'We are assessed every year as a PCI DSS Level 1 service provider and hold a SOC 2 Type II report. You will own the PCI programme: the annual assessment with our QSA, the continuous evidence collection behind it, and the responsibility matrix that tells customers which requirements we meet on their behalf.',
    responsibilities: [
      'Plan and run the annual PCI DSS assessment and quarterly internal reviews',
      'Automate evidence collection with engineering so the assessment is a formality, not a project',
      'Maintain our shared-responsibility matrix and help customers’ assessors interpret it',
      'Track changes in the standard and translate them into engineering work with clear owners',
    ],
    requirements: [
      'Several years running PCI DSS programmes at a service provider, merchant or QSA firm',
      'Working knowledge of cloud infrastructure and how controls are implemented in it',
      'The ability to explain a requirement to an engineer and an engineer’s design to an assessor',
      'PCIP, CISA or similar certification is a plus',
    ],
  },
  {
    title: 'Security Engineer, Detection & Response',
    slug: 'security-engineer-detection-response',
    department: 'security_compliance',
    location: 'Remote (US)',
    remote: true,
    employmentType: 'FULL_TIME',
    summary: 'Build detections for the infrastructure that holds our customers’ most sensitive data, and lead the response when one fires during US hours.',
    postedDaysAgo: 23,
    openForDays: 60,
    role: 'Our detection and response team is small and engineering-led: detections are code, reviewed and tested like any other. You will cover US hours, build detections across our cloud, Kubernetes and vault audit logs, and run incident response when they fire.',
    responsibilities: [
      'Write, test and tune detections for cloud control planes, workloads and vault access patterns',
      'Lead investigations and incident response during US hours, with clear write-ups afterwards',
      'Run purple-team exercises with engineering to find gaps before attackers do',
      'Improve the tooling that turns raw logs into timelines an on-call engineer can act on',
    ],
    requirements: [
      'Experience in detection engineering or incident response in a cloud-native environment',
      'Proficiency in at least one programming language and a query language for logs',
      'Familiarity with AWS or GCP security services and Kubernetes audit logs',
      'Based in the United States, within three hours of Eastern Time',
    ],
  },
  {
    title: 'Solutions Engineer, Payments',
    slug: 'solutions-engineer-payments',
    department: 'go_to_market',
    location: 'New York',
    employmentType: 'FULL_TIME',
    summary: 'Help payment and fintech teams design their Cipherwell integration, from the first architecture call to a production launch and a smaller PCI scope.',
    postedDaysAgo: 12,
    openForDays: 60,
    role: 'Our customers are engineers, and they want to talk to one. You will partner with account executives on North American payments and fintech deals, lead technical discovery, build proofs of concept and stay with customers through launch.',
    responsibilities: [
      'Lead technical discovery and architecture sessions with customers’ engineering and security teams',
      'Build proofs of concept against real processors using Relay, Card Collection and Network Tokens',
      'Answer security questionnaires and walk assessors through our shared-responsibility model',
      'Bring what you hear from customers back to product with concrete, prioritised proposals',
    ],
    requirements: [
      'Experience as a solutions engineer, sales engineer or backend developer in payments or fintech',
      'Hands-on ability with APIs: you are comfortable with curl, Node.js or Python in front of a customer',
      'A good understanding of card payments: authorisation, capture, tokens and processors',
      'Up to 20% travel within North America',
    ],
  },
  {
    title: 'Technical Writer, API Documentation',
    slug: 'technical-writer-api-documentation',
    department: 'go_to_market',
    location: 'Remote (Europe)',
    remote: true,
    employmentType: 'CONTRACTOR',
    summary: 'A six-month contract to rewrite our Relay and Enclaves guides with the engineers who built them, with the option of a permanent role.',
    postedDaysAgo: 30,
    openForDays: 30,
    role: 'Developers judge us by our documentation before they ever talk to us. For six months you will work with the Relay and Enclaves teams to rewrite their guides, add tested code samples in four languages and set up the review process that keeps docs accurate as the products change.',
    responsibilities: [
      'Rewrite the Relay and Enclaves guides around the tasks developers actually come to do',
      'Write code samples in curl, Node.js, Python and Go, tested in CI against the sandbox',
      'Define a docs review step that fits into engineering’s release process',
      'Interview customers about where the documentation let them down, and fix it',
    ],
    requirements: [
      'A portfolio of API or developer documentation you wrote',
      'Enough programming experience to run, read and fix sample code yourself',
      'Comfort working asynchronously across time zones from UTC-1 to UTC+3',
      'Availability for a six-month contract starting within the next two months',
    ],
  },
]

export const jobs = ({ now, md }: SeedContext): RequiredDataFromCollectionSlug<'jobs'>[] =>
  JOBS.map(({ postedDaysAgo, openForDays, role, responsibilities, requirements, ...job }) => ({
    ...job,
    description: md(description({ role, responsibilities, requirements })),
    postedAt: daysAgo(now, postedDaysAgo),
    validThrough: daysFrom(now, openForDays - postedDaysAgo, 23),
  }))
