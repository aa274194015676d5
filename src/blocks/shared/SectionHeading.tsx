import type { ReactNode } from 'react'

/**
 * A block's h2 and the optional paragraph under it, on a light band or (`dark`) a dark one.
 * With a `className` they get a wrapper of their own (its width and alignment); without, they
 * sit in the block's wrapper beside what follows. `preLine` keeps the line breaks an editor typed.
 * A draft's block may have no heading yet: then there is no empty h2, only what it does have.
 */
export function SectionHeading({
  heading,
  intro,
  className,
  dark = false,
  preLine = false,
}: {
  heading: ReactNode
  intro?: ReactNode
  className?: string
  dark?: boolean
  preLine?: boolean
}) {
  const text = (
    <>
      {heading ? (
        <h2 className={`text-3xl font-bold tracking-tight text-balance desk:text-4xl ${dark ? '' : 'text-slate-900'}`}>{heading}</h2>
      ) : null}
      {intro ? (
        <p className={`mt-4 text-lg ${preLine ? 'whitespace-pre-line' : ''} ${dark ? 'text-slate-300' : 'text-slate-600'}`}>
          {intro}
        </p>
      ) : null}
    </>
  )
  return className ? <div className={className}>{text}</div> : text
}
