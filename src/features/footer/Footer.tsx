import { Link } from '@/ui/Link.client'

import { getFooter, getSiteSettings } from '@/cms/read/globals'
import { Logo } from '../navigation/Logo'
import { NavHref } from '@/ui/NavHref'
import { isExternal } from '@/lib/href'
import { CopyrightYear } from './CopyrightYear.client'
import { StatusLink } from './StatusLink'
import { getSiteStatus } from './cachedStatus'

export async function Footer() {
  const [footer, settings] = await Promise.all([getFooter(), getSiteSettings()])
  const status = await getSiteStatus(settings.statusJsonUrl)
  return (
    <footer className="border-t border-white/10 bg-slate-950 text-slate-300" data-testid="site-footer">
      <div className="mx-auto max-w-7xl px-4 py-12 desk:px-6">
        <div className="grid grid-cols-2 gap-8 sm:grid-cols-3 lg:grid-cols-6">
          {(footer.columns ?? []).map((column) => (
            <section key={column.id ?? column.title} aria-labelledby={`footer-${column.id}`}>
              <h2 id={`footer-${column.id}`} className="text-sm font-semibold text-white">
                {column.title}
              </h2>
              <ul className="mt-3 grid gap-2 text-sm">
                {(column.links ?? []).map(({ id, label, link }) =>
                  link?.href ? (
                    <li key={id ?? link.href}>
                      <NavHref href={link.href} external={isExternal(link.href)} className="hover:text-white">
                        {label}
                      </NavHref>
                    </li>
                  ) : null,
                )}
              </ul>
            </section>
          ))}
        </div>
        <div className="mt-10 flex flex-col gap-6 border-t border-white/10 pt-8 desk:flex-row desk:items-center desk:justify-between">
          <div className="flex flex-wrap items-center gap-4">
            <Link href="/" aria-label={`${settings.brandName} home`} className="text-white">
              <Logo brandName={settings.brandName} />
            </Link>
            <ul className="flex flex-wrap gap-2" aria-label="Compliance">
              {(footer.badges ?? []).map((badge) =>
                badge.link?.href ? (
                <li key={badge.id ?? badge.label}>
                  <NavHref
                    href={badge.link.href}
                    external={isExternal(badge.link.href)}
                    className="inline-flex items-center rounded-full px-3 py-1 text-xs font-semibold text-white ring-1 ring-white/25 hover:bg-white/10"
                    data-testid="compliance-badge"
                  >
                    {badge.label}
                  </NavHref>
                </li>
                ) : null,
              )}
            </ul>
          </div>
          <div className="flex flex-wrap items-center gap-6">
            <StatusLink href={settings.statusPage?.href ?? ''} status={status} />
            {/* Reopens the consent choice once the page runs; without JavaScript, the cookie policy. */}
            <Link href="/legal/cookies" data-cookie-settings="" className="text-sm hover:text-white">
              Cookie settings
            </Link>
            <p className="text-sm" data-testid="copyright">
              © <CopyrightYear serverYear={new Date().getFullYear()} /> {settings.brandName}, Inc. All rights reserved.
            </p>
          </div>
        </div>
      </div>
    </footer>
  )
}
