import { BetaSignups } from './BetaSignups'
import { CampaignSubmissions } from './CampaignSubmissions'
import { CvUploads } from './CvUploads'
import { DemoRequests } from './DemoRequests'
import { JobApplications } from './JobApplications'
import { SalesContacts } from './SalesContacts'

export const LEAD_COLLECTIONS = [SalesContacts, DemoRequests, BetaSignups, JobApplications, CampaignSubmissions, CvUploads]

/** The collections a delivery job can point at. */
export const LEAD_SLUGS = ['sales-contacts', 'demo-requests', 'beta-signups', 'job-applications', 'campaign-submissions'] as const
export type LeadSlug = (typeof LEAD_SLUGS)[number]
