/** The dark, rounded and shadowed box code sits in: a code panel on its own, or the code tabs around several. */
export const CODE_FRAME = 'rounded-card bg-slate-950 shadow-panel ring-1 ring-slate-900/10'
