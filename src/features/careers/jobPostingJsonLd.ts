import type { Job } from '@/cms/payload-types'
import { lexicalToPlainText } from './plainText'

/** "Remote (Europe)" → "Europe": where a remote hire may live, as schema.org wants it named. */
export function remoteRegion(location: string): string | null {
  const inParentheses = /\(([^)]+)\)/.exec(location)?.[1]?.trim()
  if (inParentheses) return inParentheses
  const rest = location.replace(/\bremote\b/i, '').replace(/^[\s,–—-]+|[\s,–—-]+$/g, '')
  return rest || null
}

/** Where the job is: a place for office roles; telecommute plus the applicant region for remote ones. */
function locationFields(job: Pick<Job, 'location' | 'remote'>) {
  if (!job.remote) {
    return { jobLocation: { '@type': 'Place', address: { '@type': 'PostalAddress', addressLocality: job.location } } }
  }
  const region = remoteRegion(job.location)
  return {
    jobLocationType: 'TELECOMMUTE',
    ...(region ? { applicantLocationRequirements: { '@type': 'AdministrativeArea', name: region } } : {}),
  }
}

/** JobPosting structured data, so the role can appear in job search results. */
export function jobPostingJsonLd(job: Job, siteUrl: string, brandName: string) {
  return {
    '@context': 'https://schema.org',
    '@type': 'JobPosting',
    title: job.title,
    description: lexicalToPlainText(job.description) || job.summary,
    datePosted: job.postedAt,
    ...(job.validThrough ? { validThrough: job.validThrough } : {}),
    employmentType: job.employmentType,
    hiringOrganization: { '@type': 'Organization', name: brandName, sameAs: siteUrl, logo: `${siteUrl}/icon.svg` },
    url: `${siteUrl}/careers/${job.slug}`,
    directApply: false,
    ...locationFields(job),
  }
}
