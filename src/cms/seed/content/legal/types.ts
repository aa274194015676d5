/** A legal document as written; it takes effect on the first of a month before the seed day. */
export type SeedLegal = { slug: string; title: string; summary: string; monthsBack: number; markdown: string }
