'use client'

import dynamic from 'next/dynamic'

/**
 * Every CMS page shares the block renderer, so a direct import would put react-hook-form, zod
 * and the captcha into every page's first load. Loaded this way, only a page that shows a
 * campaign form fetches it; the server still renders its markup.
 */
export const LazyCampaignForm = dynamic(() =>
  import('@/features/campaign-forms/CampaignForm.client').then((module) => module.CampaignForm),
)
