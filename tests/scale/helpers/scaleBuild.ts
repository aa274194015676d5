/**
 * The one production build the scale tests serve. Both run with PostgreSQL and Redis and the
 * same build settings (SITE_URL is instance A's address in both), so whichever runs second finds
 * the build current and the suite builds once.
 */
export const SCALE_BUILD = { distDir: '.next-scale', siteUrl: 'http://127.0.0.1:18301' } as const
