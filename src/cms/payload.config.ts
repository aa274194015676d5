import path from 'node:path'
import { fileURLToPath } from 'node:url'

import { lexicalEditor } from '@payloadcms/richtext-lexical'
import { buildConfig } from 'payload'
import sharp from 'sharp'

import { livePreview } from './adminPreview'
import { getEnv } from '../lib/env'
import { resolvePayloadSecret } from '../lib/secret'
import { Authors } from './collections/Authors'
import { Categories } from './collections/Categories'
import { Changelog } from './collections/Changelog'
import { ConsentRecords } from './collections/ConsentRecords'
import { Customers } from './collections/Customers'
import { Jobs } from './collections/Jobs'
import { LegalDocuments } from './collections/LegalDocuments'
import { Media } from './collections/Media'
import { Papers } from './collections/Papers'
import { Posts } from './collections/Posts'
import { PressReleases } from './collections/PressReleases'
import { Redirects } from './collections/Redirects'
import { Pages } from './collections/Pages'
import { Users } from './collections/Users'
import { Webinars } from './collections/Webinars'
import { hasRole, isAdmin } from './access/roles'
import { databaseAdapter } from './database'
import { editorFeatures } from './editor'
import { LEAD_COLLECTIONS } from './collections/leads'
import { Inbox } from './collections/leads/Inbox'
import { importExport } from './importExport'
import { queryCost } from './graphql/queryCost'
import { seo } from './seo/seoPlugin'
import { siteSearch } from './search/searchPlugin'
import { leadsOnlyForSales } from './access/leadsOnlyForSales'
import { withSanitizedAccessRules } from './access/sanitizedRules'
import { deliverLeadTask } from './leads/deliverLead'
import { notifySalesTask } from './leads/notifySales'
import { notifyFormRecipientsTask } from './leads/notifyFormRecipients'
import { campaignForms } from './forms/formBuilderPlugin'
import { adminSchedulesPublish, withScheduledPublishRetries } from './jobs/schedulePublish'
import { emailAdapter } from './email'
import { keepFieldErrors } from './hooks/validationErrorResponse'
import { trustedOrigins } from './auth/trustedOrigins'
import { storagePlugins } from './storage/s3Storage'
import { uploadOptions } from './uploads/uploadOptions'
import { mediaUsagePlugin } from './collections/Media/mediaUsagePlugin'
import { relationTargetsExist } from './fields/relationTargetsExist'
import { adminSearchPlugin } from './admin/adminSearchPlugin'
import { linkedFromPanel } from './links/linkedFromPanel'
import { richTextLinkAddresses } from './links/richTextLinks'
import { Banner } from './globals/Banner'
import { Footer } from './globals/Footer'
import { HeaderNav } from './globals/HeaderNav'
import { SiteSettings } from './globals/SiteSettings'

const dirname = path.dirname(fileURLToPath(import.meta.url))
const env = getEnv()

export default withSanitizedAccessRules(withScheduledPublishRetries(buildConfig({
  admin: {
    user: Users.slug,
    // Payload's default asks gravatar.com for every signed-in user: a third-party request carrying a hash of
    // their address, which the admin's Content-Security-Policy refuses anyway (a broken image).
    avatar: 'default',
    components: {
      graphics: { Icon: '/cms/admin/Brand#AdminIcon', Logo: '/cms/admin/Brand#AdminLogo' },
      // What each role does most first (drafts and schedules, new leads), then the editor's guide.
      beforeDashboard: ['/cms/admin/RoleDashboard#RoleDashboard', '/cms/admin/EditorGuide#EditorGuide'],
    },
    importMap: { baseDir: path.resolve(dirname, '..') },
    meta: {
      titleSuffix: ' · Cipherwell admin',
      // The site's own icon (src/app/(site)/icon.svg) in place of Payload's.
      icons: [{ rel: 'icon', type: 'image/svg+xml', url: '/icon.svg' }],
    },
    livePreview,
  },
  // The sales inbox first: the nav lists collections in this order, so it heads a sales
  // user's nav (editors cannot read it, so theirs starts with pages as before). Sales staff
  // see nothing of the content in the admin (leadsOnlyForSales); they do not edit it.
  collections: [
    Inbox,
    ...leadsOnlyForSales([
      Pages,
      Posts,
      Categories,
      Authors,
      Changelog,
      Webinars,
      Papers,
      PressReleases,
      Customers,
      Jobs,
      LegalDocuments,
      Redirects,
      Media,
    ]),
    Users,
    ...LEAD_COLLECTIONS,
    ConsentRecords,
  ],
  jobs: {
    tasks: [deliverLeadTask, notifySalesTask, notifyFormRecipientsTask],
    // The queues (lead deliveries; scheduled publish/unpublish, which Payload adds for the
    // collections with `schedulePublish`, with the retries withScheduledPublishRetries sets) are
    // driven by src/cms/jobs/jobsRunner.ts, in the Next server process that JOBS_RUNNER allows or
    // in `npm run jobs` (never other scripts, tests or the build): one runner per deployment.
    // Admins can see queued jobs; nobody queues or runs jobs over HTTP, except an admin
    // scheduling a publish (see schedulePublish.ts).
    jobsCollectionOverrides: ({ defaultJobsCollection }) => ({
      ...defaultJobsCollection,
      admin: { ...defaultJobsCollection.admin, hidden: false, group: 'Leads' },
      access: { ...defaultJobsCollection.access, read: isAdmin, create: adminSchedulesPublish },
    }),
    access: { queue: () => false, run: () => false, cancel: ({ req }) => hasRole(req.user as never, 'admin') },
  },
  editor: lexicalEditor({ features: editorFeatures }),
  // Off unless GRAPHQL_ENABLED: nothing of ours uses it, and it is the API where one request
  // costs most. On, every request is priced before it runs (queryCost.ts).
  graphQL: { disable: !env.GRAPHQL_ENABLED, ...queryCost() },
  globals: leadsOnlyForSales([SiteSettings, HeaderNav, Footer, Banner]),
  hooks: { afterError: [keepFieldErrors] },
  secret: resolvePayloadSecret(env),
  // The session cookie counts only from these origins (see trustedOrigins.ts). `serverURL` stays
  // unset: Payload would then make every upload URL absolute, which next/image's localPatterns
  // refuse; the one link it would build (the password-reset email) comes from SITE_URL instead.
  csrf: trustedOrigins(env),
  cors: trustedOrigins(env),
  db: databaseAdapter(env),
  email: emailAdapter(env),
  // JSON lines in production, for a log collector; pretty-printing every line cost ~2 % of the
  // lead endpoint's CPU under load. Development and tests keep Payload's readable output.
  ...(env.NODE_ENV === 'production' ? { logger: { options: { level: 'info' } } } : {}),
  sharp,
  // Every REST upload: the file size limit (src/cms/uploads/uploadLimit.ts) and its refusal.
  upload: uploadOptions,
  // mediaUsagePlugin last: it wires every collection with media fields, whoever added them.
  plugins: [...storagePlugins(env), importExport(env), seo(), campaignForms(), siteSearch(), relationTargetsExist(), richTextLinkAddresses(), linkedFromPanel(), adminSearchPlugin(), mediaUsagePlugin()],
  typescript: { outputFile: path.resolve(dirname, 'payload-types.ts') },
  telemetry: false,
})))
