import { forgetChat, loadChat } from './chat'
import { identifyHubspot, loadHubspot, revokeHubspot } from './hubspot'
import { loadLinkedIn } from './linkedIn'
import { pushTagManagerEvent, loadTagManager } from './tagManager'
import { forwardToPipeline } from '../analytics/pipeline'
import type { AnalyticsCall } from '../analytics/analytics'
import type { Integrations } from './types'

/** After consent only: the tag manager, HubSpot's tracking code, the chat and LinkedIn. */
export function loadConsentGatedScripts(integrations: Integrations): void {
  if (integrations.gtmId) loadTagManager(integrations.gtmId)
  if (integrations.hubspotPortalId) loadHubspot(integrations.hubspotPortalId)
  if (integrations.linkedinPartnerId) loadLinkedIn(integrations.linkedinPartnerId)
  if (integrations.intercomAppId) void loadChat(integrations.intercomAppId).catch(() => undefined)
}

/**
 * One analytics call, with consent: to the customer-data pipeline (through our tunnel),
 * identities to HubSpot's queue, events to the tag manager for its ad and conversion tags.
 * Without a write key nothing is sent; the call stays in the page's record (debug panel).
 */
export function forwardAnalyticsCall(integrations: Integrations, call: AnalyticsCall): void {
  if (integrations.segmentWriteKey) void forwardToPipeline(integrations.segmentWriteKey, call).catch(() => undefined)
  if (call.type === 'identify' && integrations.hubspotPortalId) identifyHubspot(call.traits)
  if (call.type === 'track' && integrations.gtmId) pushTagManagerEvent(call.event, call.properties)
}

/** Withdrawal, before the page reloads without them: HubSpot and the chat let go of the visitor. */
export async function releaseConsentGatedScripts(integrations: Integrations): Promise<void> {
  if (integrations.hubspotPortalId) revokeHubspot()
  if (integrations.intercomAppId) await forgetChat()
}
