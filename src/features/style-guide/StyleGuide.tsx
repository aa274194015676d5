import { headers } from 'next/headers'
import { notFound } from 'next/navigation'
import type { ReactNode } from 'react'

import { RenderBlocks } from '@/blocks/RenderBlocks'
import { payloadClient } from '@/cms/read/payload'
import { buttonClass, type ButtonSurface } from '@/ui/button'
import { CodePanel } from '@/ui/code/CodePanel'
import { ExternalMark } from '@/ui/ExternalMark'
import { LinkCard } from '@/ui/LinkCard'
import { canPreview } from '../preview/canPreview'
import { Container } from '../layout/Container'
import { PageHeader } from '../layout/PageHeader'
import { blockSamples } from './blockSamples'
import { TOKENS, TYPE_SCALE, type TokenGroup } from './tokens'

/**
 * The style page: the design tokens, the ui/ components and one published example of every
 * block, for the people who build pages. Only signed-in admins and editors see it; anyone else
 * gets the site's 404, so the page gives away nothing, not even that it exists.
 */
export async function StyleGuide() {
  const payload = await payloadClient()
  const { user } = await payload.auth({ headers: await headers() })
  if (!canPreview(user)) notFound()
  const samples = await blockSamples()
  return (
    <>
      <PageHeader
        title="Style guide"
        intro="The design tokens, components and blocks this site is built from. Blocks are shown as they are used on published pages; the page each comes from is named above it."
      />
      <Container className="space-y-16 py-16">
        <Part title="Colour">
          <Swatches group="Colour" columns="grid-cols-2 desk:grid-cols-4" box="h-16 rounded-card" />
        </Part>
        <Part title="Type">
          <ul className="space-y-4">
            {TYPE_SCALE.map((step) => (
              <li key={step.name} className="grid gap-2 desk:grid-cols-[12rem_1fr] desk:items-baseline">
                <span className="text-sm text-slate-500">{step.name}</span>
                <span className={step.className}>Protect sensitive data</span>
              </li>
            ))}
          </ul>
        </Part>
        <Part title="Radius and elevation">
          <Swatches group="Radius and elevation" columns="grid-cols-2 desk:grid-cols-6" box="h-20 bg-white" />
        </Part>
        <Part title="Motion and breakpoints">
          <dl className="grid gap-4 desk:grid-cols-2">
            {tokensOf('Motion and breakpoints').map((token) => (
              <div key={token.name} className="rounded-card border border-slate-200 p-4">
                <dt className="font-mono text-sm text-slate-900">
                  {token.name}: {'value' in token ? token.value : null}
                </dt>
                <dd className="mt-1 text-sm text-slate-600">{token.use}</dd>
              </div>
            ))}
          </dl>
        </Part>
        <Part title="Buttons">
          {(['light', 'dark'] as ButtonSurface[]).map((surface) => (
            <div
              key={surface}
              className={`flex flex-wrap gap-3 rounded-card p-6 ${surface === 'dark' ? 'bg-slate-950' : 'border border-slate-200'}`}
            >
              <button type="button" className={buttonClass('primary', surface)}>
                Primary on {surface}
              </button>
              <button type="button" className={buttonClass('secondary', surface)}>
                Secondary on {surface}
              </button>
              <button type="button" disabled className={buttonClass('primary', surface)}>
                Disabled
              </button>
            </div>
          ))}
        </Part>
        <Part title="Cards, code and links">
          <div className="grid gap-6 desk:grid-cols-2">
            <LinkCard href="/blog" title="A listing card" eyebrow="Eyebrow line">
              <p className="mt-2 text-slate-600">Every listing (posts, papers, webinars, customers) uses this card.</p>
            </LinkCard>
            <CodePanel
              language="bash"
              filename="example.sh"
              code={'curl https://api.cipherwell.com/v1/tokens \\\n  -d \'{"value": "4242424242424242"}\''}
            />
          </div>
          <p className="text-slate-700">
            A link that leaves the site carries a mark:{' '}
            <a href="https://docs.cipherwell.com" className="font-semibold text-brand-700 underline">
              Documentation
              <ExternalMark />
            </a>
          </p>
        </Part>
      </Container>
      <div className="border-t border-slate-200">
        <Container className="pt-16">
          <h2 className="text-3xl font-bold tracking-tight">Blocks</h2>
        </Container>
        {samples.map(({ block, path }) => (
          <section key={block.blockType} aria-label={`${block.blockType} block`} className="mt-12">
            <Container>
              <p className="mb-3 font-mono text-sm text-slate-600">
                {block.blockType} · from{' '}
                <a href={path} className="text-brand-700 underline">
                  {path}
                </a>
              </p>
            </Container>
            <RenderBlocks blocks={[block]} light={false} />
          </section>
        ))}
      </div>
    </>
  )
}

function Part({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="space-y-6">
      <h2 className="text-2xl font-bold tracking-tight text-slate-900">{title}</h2>
      {children}
    </section>
  )
}

const tokensOf = (group: TokenGroup) => TOKENS.filter((token) => token.group === group)

/** The group's tokens as sample boxes, each with its name and what it is for. */
function Swatches({ group, columns, box }: { group: TokenGroup; columns: string; box: string }) {
  return (
    <ul className={`grid gap-4 ${columns}`}>
      {tokensOf(group).map((token) => (
        <li key={token.name}>
          <div className={`ring-1 ring-slate-200 ${box} ${'sample' in token ? token.sample : ''}`} />
          <p className="mt-2 text-sm">
            <span className="block font-mono text-slate-900">{token.name}</span>
            <span className="text-slate-600">{token.use}</span>
          </p>
        </li>
      ))}
    </ul>
  )
}
