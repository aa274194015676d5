import { describe, expect, it } from 'vitest'

import type { Post } from '@/cms/payload-types'
import { relatedPosts } from '@/features/blog/relatedPosts'

const post = (id: number, categories: (number | { id: number })[]) => ({ id, slug: `post-${id}`, categories }) as unknown as Post

describe('related posts', () => {
  // Newest first, as the posts list arrives.
  const all = [post(1, [10]), post(2, [{ id: 20 }]), post(3, []), post(4, [{ id: 10 }, 30]), post(5, [20])]

  it('puts posts sharing a category first, keeps the list order within each group, and never the post itself', () => {
    expect(relatedPosts(post(4, [{ id: 20 }]), all, 3).map((p) => p.id)).toEqual([2, 5, 1])
    expect(relatedPosts(all[0]!, all, 3).map((p) => p.id)).toEqual([4, 2, 3])
  })

  it('falls back to the newest posts when none shares a category, and stops at the count', () => {
    expect(relatedPosts(post(9, []), all, 2).map((p) => p.id)).toEqual([1, 2])
    expect(relatedPosts(all[0]!, [all[0]!], 3)).toEqual([])
  })
})
