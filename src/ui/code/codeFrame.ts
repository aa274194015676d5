/** The dark, rounded and shadowed box code sits in: a code panel on its own, or the code tabs around several. */
export const CODE_FRAME = 'rounded-card bg-slate-950 shadow-panel ring-1 ring-slate-900/10'

/**
 * Shows that code scrolls sideways, without scripts: a soft light edge (layers 3 and 4, fixed to
 * the box) on each side where there is more to see, hidden under a patch of the panel's own
 * colour (layers 1 and 2, which scroll with the code: `local`) once that end is reached. Code that
 * fits shows neither, as both patches then sit on the box's edges. One literal string, or
 * Tailwind would not find the class in the source.
 */
export const SCROLL_EDGES =
  '[background:linear-gradient(to_right,var(--color-slate-950)_40%,transparent)_left/2.5rem_100%_no-repeat_local,linear-gradient(to_left,var(--color-slate-950)_40%,transparent)_right/2.5rem_100%_no-repeat_local,radial-gradient(farthest-side_at_0_50%,rgb(148_163_184/0.35),transparent)_left/1rem_100%_no-repeat_scroll,radial-gradient(farthest-side_at_100%_50%,rgb(148_163_184/0.35),transparent)_right/1rem_100%_no-repeat_scroll]'
