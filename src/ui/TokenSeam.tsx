/**
 * The site's signature: the seam where card numbers become tokens. A hairline strip of monospace
 * along the edge of the dark bands (heroes, page headers, the closing call to action, the footer):
 * numbers fade in from the left, cross a lock at the seam and leave as tokens, which is the whole
 * product in one line. Drawn in SVG, so it is clipped to its box at any width and, being
 * decoration, is hidden from assistive technology.
 */
const NUMBERS = '4111 1111 1111 1111   5555 5555 5555 4444   3782 822463 10005   4242 4242 4242 4242   6011 1111 1111 1117'
const TOKENS = 'tok_7Nq2vX9LmR4sT8pA   tok_Vb3kP0wQzN6yH1cE   tok_R8mQ2zLpJ4tX7aKd   tok_2HfW9sLq0ZrC5uYe   tok_Mx4Tn8bGq1PvS3Dk'

export function TokenSeam({ dark = true, className = '' }: { dark?: boolean; className?: string }) {
  return (
    <svg
      aria-hidden="true"
      focusable="false"
      className={`pointer-events-none block h-6 w-full select-none [mask-image:linear-gradient(90deg,transparent,black_15%,black_85%,transparent)] ${className}`}
    >
      <line x1="0" x2="100%" y1="23.5" y2="23.5" className={dark ? 'stroke-white/10' : 'stroke-slate-900/10'} />
      <text x="55%" y="15" textAnchor="end" className={`font-mono text-[0.6875rem] ${dark ? 'fill-slate-500/60' : 'fill-slate-400/70'}`} xmlSpace="preserve">
        {NUMBERS}
      </text>
      <g transform="translate(8 5)">
        <svg x="55%" width="14" height="14" viewBox="0 0 24 24" className={dark ? 'stroke-emerald-400' : 'stroke-emerald-600'} fill="none" strokeWidth="2">
          <rect x="5" y="11" width="14" height="10" rx="2" />
          <path d="M8 11V7a4 4 0 0 1 8 0v4" />
        </svg>
      </g>
      <text x="55%" dx="30" y="15" className={`font-mono text-[0.6875rem] ${dark ? 'fill-emerald-400/70' : 'fill-emerald-700/60'}`} xmlSpace="preserve">
        {TOKENS}
      </text>
    </svg>
  )
}
