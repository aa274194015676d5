// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest'

import { interceptSearchLinks } from '@/features/search-dialog/searchLinks'

afterEach(() => {
  document.body.innerHTML = ''
})

/** Clicks `selector` with `init` and says whether the dialog opened and whether the link was followed. */
function click(selector: string, init: MouseEventInit = {}) {
  let opened = 0
  let followed = false
  // Last in line: notes whether the browser would follow the link, then keeps it from doing so here.
  const follow = (event: MouseEvent) => {
    followed = !event.defaultPrevented
    event.preventDefault()
  }
  const stop = interceptSearchLinks(() => opened++)
  window.addEventListener('click', follow)
  document.querySelector(selector)!.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, button: 0, ...init }))
  window.removeEventListener('click', follow)
  stop()
  return { opened: opened > 0, followed }
}

describe('search links', () => {
  it('open the dialog instead of the search page, from the link or anything inside it', () => {
    document.body.innerHTML = '<a id="search" href="/search" data-search-link><svg id="icon"></svg></a>'
    expect(click('#search')).toEqual({ opened: true, followed: false })
    expect(click('#icon')).toEqual({ opened: true, followed: false })
  })

  it('stay links for a new tab, another frame, a download, or when unmarked', () => {
    document.body.innerHTML = `
      <a id="search" href="/search" data-search-link>Search</a>
      <a id="framed" href="/search" target="_blank" data-search-link>Search</a>
      <a id="plain" href="/search">Search</a>`
    expect(click('#search', { ctrlKey: true })).toEqual({ opened: false, followed: true })
    expect(click('#search', { metaKey: true })).toEqual({ opened: false, followed: true })
    expect(click('#search', { button: 1 })).toEqual({ opened: false, followed: true })
    expect(click('#framed')).toEqual({ opened: false, followed: true })
    expect(click('#plain')).toEqual({ opened: false, followed: true })
  })
})
