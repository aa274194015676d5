import { readBuiltChunks } from './builtChunks'
import { firstLoadScripts } from './firstLoadJs'

/**
 * Text each SDK carries that survives minification and that none of our own modules, React
 * or Next contain (each checked in node_modules and in a production build):
 * - Segment: its default API host constant (@segment/analytics-next core/constants); not the
 *   integration name 'Segment.io', which our own pipeline.ts also writes;
 * - Sentry: the global carrier's property (@sentry/core carrier.ts; a property, never mangled);
 * - leva: its filter field's placeholder.
 * Plausible's script is not bundled: it is loaded from our origin after hydration.
 */
export const SDK_MARKERS = [
  { sdk: 'Segment', marker: 'api.segment.io/v1' },
  { sdk: 'Sentry', marker: '__SENTRY__' },
  { sdk: 'leva', marker: 'Open filter with CMD+SHIFT+L' },
] as const
export type Sdk = (typeof SDK_MARKERS)[number]['sdk']

export type PageSdks = { path: string; scripts: number; inFirstLoad: Record<Sdk, boolean> }
export type MarkerCheck = { sdk: Sdk; marker: string; chunks: number }

/** Which SDKs' markers appear in the first-load scripts of `path` (the scripts measureFirstLoadJs counts). */
export async function sdksInFirstLoad(origin: string, path: string): Promise<PageSdks> {
  const scripts = await firstLoadScripts(origin, path)
  const inFirstLoad = Object.fromEntries(
    SDK_MARKERS.map(({ sdk, marker }) => [sdk, scripts.some(({ body }) => body.includes(marker))]),
  ) as Record<Sdk, boolean>
  return { path, scripts: scripts.length, inFirstLoad }
}

/** How many of the build's chunk files hold each marker: at least one, or the marker proves nothing. */
export function markersInBuild(distDir: string): MarkerCheck[] {
  const chunks = readBuiltChunks(distDir)
  return SDK_MARKERS.map(({ sdk, marker }) => ({
    sdk,
    marker,
    chunks: chunks.filter(({ body }) => body.includes(marker)).length,
  }))
}
