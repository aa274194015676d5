import type { Draft } from '@/cms/draft'
import type { Job } from '@/cms/payload-types'
import { lexicalToPlainText } from './plainText'

/** "Remote (Europe)" → "Europe": where a remote hire may live, as schema.org wants it named. */
export function remoteRegion(location: string): string | null {
  const inParentheses = /\(([^)]+)\)/.exec(location)?.[1]?.trim()
  if (inParentheses) return inParentheses
  const rest = location.replace(/\bremote\b/i, '').replace(/^[\s,–—-]+|[\s,–—-]+$/g, '')
  return rest || null
}

/**
 * Where the job is: a place for office roles; telecommute plus the applicant region for remote
 * ones. A draft without a location says only what it knows.
 */
function locationFields(job: Pick<Draft<Job>, 'location' | 'remote'>) {
  if (!job.remote) {
    return job.location
      ? { jobLocation: { '@type': 'Place', address: { '@type': 'PostalAddress', addressLocality: job.location } } }
      : {}
  }
  const region = job.location ? remoteRegion(job.location) : null
  return {
    jobLocationType: 'TELECOMMUTE',
    ...(region ? { applicantLocationRequirements: { '@type': 'AdministrativeArea', name: region } } : {}),
  }
}

/** JobPosting structured data, so the role can appear in job search results; a draft's empty fields are left out. */
export function jobPostingJsonLd(job: Draft<Job>, siteUrl: string, brandName: string) {
  return {
    '@context': 'https://schema.org',
    '@type': 'JobPosting',
    title: job.title || undefined,
    description: lexicalToPlainText(job.description) || job.summary || undefined,
    datePosted: job.postedAt || undefined,
    ...(job.validThrough ? { validThrough: job.validThrough } : {}),
    employmentType: job.employmentType || undefined,
    hiringOrganization: { '@type': 'Organization', name: brandName, sameAs: siteUrl, logo: `${siteUrl}/icon.svg` },
    url: job.slug ? `${siteUrl}/careers/${job.slug}` : undefined,
    directApply: false,
    ...locationFields(job),
  }
}
