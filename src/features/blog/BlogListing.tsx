import { CmsPage } from '@/features/pages/CmsPage'
import { CategoryNav } from './CategoryNav'
import type { BlogListing as Listing } from './listing'
import { Pagination } from './Pagination'
import { PostCard } from './PostCard'
import { Container } from '@/features/layout/Container'

/**
 * One page of the blog: the /blog document (its header and blocks), then the category filter,
 * up to six cards and the page links. Which filter and page this is shows above the cards.
 */
export function BlogListing({ listing }: { listing: Listing }) {
  const { page, categories, category, pageNumber, pages, posts } = listing
  const state = [
    category ? `${category.title} posts` : null,
    pageNumber > 1 ? `Page ${pageNumber} of ${pages}` : null,
  ].filter(Boolean)
  return (
    <CmsPage page={page}>
      <Container className="py-12 desk:py-16">
        <CategoryNav categories={categories} current={category} />
        {state.length > 0 || category?.description ? (
          <p className="mt-6 text-slate-600">
            {state.length > 0 ? <span className="font-semibold text-slate-900">{state.join(' · ')}</span> : null}
            {state.length > 0 && category?.description ? ' — ' : null}
            {category?.description}
          </p>
        ) : null}
        {posts.length > 0 ? (
          <div className="mt-10 grid gap-8 sm:grid-cols-2 lg:grid-cols-3">
            {posts.map((post, index) => (
              <PostCard key={post.id} post={post} priority={index === 0} />
            ))}
          </div>
        ) : (
          <p className="mt-10 rounded-card border border-dashed border-slate-300 p-10 text-center text-slate-600">
            No posts in this category yet.
          </p>
        )}
        <Pagination category={category?.slug ?? null} page={pageNumber} pages={pages} />
      </Container>
    </CmsPage>
  )
}
