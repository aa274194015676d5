import { DEPARTMENTS } from '@/cms/collections/Jobs'
import * as readers from '@/cms/read/collections'
import { CareersListing } from '@/features/careers/CareersListing'
import { departmentLabel } from '@/features/careers/department'
import { employmentTypeLabel } from '@/features/careers/employmentType'
import { JobDetail } from '@/features/careers/JobDetail'
import { groupByDepartment, locationsOf } from '@/features/careers/jobs'
import { jobPostingJsonLd } from '@/features/careers/jobPostingJsonLd'
import { eyebrow } from '@/features/seo/ogText'
import { contentType, listingOf, titled } from '../contentType'

/**
 * Careers: job pages and the job board. Each type has a module of its own so that a route
 * imports only its own type's components: the board and the application form are client
 * code, and while every content route imported them, pages such as a blog post loaded them
 * in a shared 12 KB chunk.
 */
export const jobs = contentType({
  collection: 'jobs',
  section: 'Careers',
  read: readers.jobs,
  name: (job) => titled(job.title),
  metadata: (job) => ({ title: titled(job.title, job.location), description: job.summary }),
  jsonLd: (job, { siteUrl, brand }) => jobPostingJsonLd(job, siteUrl, brand),
  render: (job) => <JobDetail job={job} employmentType={employmentTypeLabel(job.employmentType)} />,
  og: {
    alt: 'The title and location of this job opening on a dark card with the logo',
    card: (job) => ({
      eyebrow: eyebrow(
        'Careers',
        departmentLabel(job.department),
        job.remote ? (job.location ? `${job.location} or remote` : 'Remote') : job.location,
      ),
      title: job.title,
      description: job.summary,
    }),
  },
})

export const jobsListing = listingOf(jobs, {
  // Why to join first, then the openings (or, with none, the line that says so).
  render: (all) => {
    const groups = groupByDepartment(all, DEPARTMENTS, employmentTypeLabel)
    return <CareersListing groups={groups} locations={locationsOf(groups)} />
  },
  og: { alt: 'Open positions on a dark card with the logo', eyebrow: 'Company', title: 'Careers' },
})
