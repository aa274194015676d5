'use client'

import dynamic from 'next/dynamic'

/**
 * The block sits in the page renderer every CMS page shares, so importing the form directly
 * would put react-hook-form, zod and the captcha into every page's first load. Loaded this
 * way, only a page that shows the block fetches it; the server still renders its markup.
 */
export const LazySalesForm = dynamic(() => import('@/features/sales-contact/SalesForm.client').then((module) => module.SalesForm))
