import { leadCollection } from './leadFields'

/** Applications from `/careers/[slug]`, each with its CV in the private `cv-uploads` collection. */
export const JobApplications = leadCollection({
  slug: 'job-applications',
  labels: { singular: 'Job application', plural: 'Job applications' },
  columns: ['email', 'name', 'job'],
  fields: [
    { name: 'job', type: 'relationship', relationTo: 'jobs', required: true },
    { name: 'name', type: 'text', required: true },
    { name: 'email', type: 'email', required: true },
    { name: 'profileUrl', type: 'text' },
    { name: 'coverNote', type: 'textarea' },
    { name: 'cv', type: 'upload', relationTo: 'cv-uploads', required: true },
  ],
})
