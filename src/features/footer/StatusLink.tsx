import type { SiteStatus } from './status'

const DOT: Record<SiteStatus['indicator'], string> = {
  none: 'bg-emerald-400',
  minor: 'bg-amber-400',
  maintenance: 'bg-sky-400',
  major: 'bg-orange-500',
  critical: 'bg-red-500',
}

export function StatusLink({ href, status }: { href: string; status: SiteStatus }) {
  return (
    <a
      href={href}
      className="inline-flex items-center gap-2 text-sm text-slate-300 hover:text-white"
      data-testid="status-link"
      data-indicator={status.indicator}
    >
      <span className={`size-2 rounded-full ${DOT[status.indicator]}`} aria-hidden="true" />
      {status.description}
    </a>
  )
}
