import type { ReactNode } from 'react'
import { Container } from '@/features/layout/Container'

/** A listing's band below the page's blocks, and the line it shows when there is nothing yet. */
export const empty = (text: string) => <p className="text-slate-600">{text}</p>
export const band = (children: ReactNode) => <Container className="py-12 desk:py-16">{children}</Container>
