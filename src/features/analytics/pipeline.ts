import type { Analytics } from '@segment/analytics-next'

import type { AnalyticsCall } from './analytics'

/** Our same-origin tunnel to the customer-data pipeline (src/app/api/pipeline). */
export const PIPELINE_TUNNEL = '/api/pipeline/v1'

let pipeline: Promise<Analytics> | undefined

/**
 * Segment's browser library, loaded on demand (never in first-load JavaScript) and pointed
 * at our tunnel: its settings are given here instead of fetched from Segment's CDN, and its
 * own metrics are off, so the browser talks to nobody but us.
 */
function load(writeKey: string): Promise<Analytics> {
  pipeline ??= import('@segment/analytics-next').then(async ({ AnalyticsBrowser }) => {
    const segmentIo = {
      apiKey: writeKey,
      apiHost: `${window.location.host}${PIPELINE_TUNNEL}`,
      protocol: window.location.protocol === 'https:' ? ('https' as const) : ('http' as const),
      // keepalive: an identify just before a navigation (beta signup → thank-you) still arrives.
      deliveryStrategy: { strategy: 'standard' as const, config: { keepalive: true } },
    }
    // The loader is a thenable that settles on the ready instance.
    const [analytics] = await AnalyticsBrowser.load(
      { writeKey, cdnSettings: { integrations: { 'Segment.io': segmentIo }, metrics: { sampleRate: 0 } } },
      { integrations: { 'Segment.io': segmentIo } },
    )
    return analytics
  })
  return pipeline
}

/** Sends one recorded call to the pipeline. */
export async function forwardToPipeline(writeKey: string, call: AnalyticsCall): Promise<void> {
  const analytics = await load(writeKey)
  if (call.type === 'identify') await analytics.identify(call.traits)
  else await analytics.track(call.event, call.properties)
}
