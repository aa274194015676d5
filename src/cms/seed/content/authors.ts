import type { RequiredDataFromCollectionSlug } from 'payload'

import type { SeedContext } from '../lib/seedContext'

/** The blog's bylines; authors have no slug, so the seed finds them by name. */
export const authors = ({ media }: SeedContext): RequiredDataFromCollectionSlug<'authors'>[] => [
  { name: 'Maya Okafor', role: 'Staff Engineer, Relay', avatar: media('avatar-maya-okafor') },
  { name: 'Tomás Lindqvist', role: 'Head of Compliance', avatar: media('avatar-tomas-lindqvist') },
  { name: 'Priya Raman', role: 'Group Product Manager, Cards', avatar: media('avatar-priya-raman') },
  { name: 'Daniel Brandt', role: 'Principal Security Engineer, Enclaves', avatar: media('avatar-daniel-brandt') },
]
