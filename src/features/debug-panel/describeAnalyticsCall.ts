import type { AnalyticsCall } from '../analytics/analytics'
import { shorten, spacedJson } from './displayText'

/** One analytics call as one panel line: `track started_demo_booking { "topic": … }`. */
export function describeAnalyticsCall(call: AnalyticsCall, max?: number): string {
  switch (call.type) {
    case 'track':
      return shorten(`track ${call.event} ${spacedJson(call.properties)}`, max)
    case 'identify':
      return shorten(`identify ${spacedJson(call.traits)}`, max)
    default: {
      // A kind of call added to the recorder later still shows, as its type and payload.
      const { type, ...payload } = call as { type: string }
      return shorten(`${type} ${spacedJson(payload)}`, max)
    }
  }
}
