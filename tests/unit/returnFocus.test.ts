// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest'

import { focusPath } from '@/lib/focus/focusPath'
import { returnFocus } from '@/lib/focus/returnFocus'

/** Focuses `selector` and returns focusPath() as the dialog would have recorded it. */
function openFrom(selector: string) {
  ;(document.querySelector(selector) as HTMLElement).focus()
  return focusPath()
}

afterEach(() => {
  document.body.innerHTML = ''
})

describe('returnFocus', () => {
  it('gives focus back to the opener when it is still on the page', () => {
    document.body.innerHTML = '<main><button id="first">First</button><button id="opener">Open</button></main>'
    const path = openFrom('#opener')
    ;(document.querySelector('#first') as HTMLElement).focus()
    returnFocus(path)
    expect(document.activeElement?.id).toBe('opener')
  })

  it('hands focus to the trigger that labels a closed dropdown, wherever its panel was drawn', () => {
    document.body.innerHTML = `
      <nav><button id="home">Home</button><button id="products-trigger">Products</button>
        <div id="viewport"><div id="panel" aria-labelledby="products-trigger"><button id="asv">ASV Scanning</button></div></div>
      </nav>`
    const path = openFrom('#asv')
    document.querySelector('#panel')!.remove()
    returnFocus(path)
    expect(document.activeElement?.id).toBe('products-trigger')
  })

  it('otherwise hands focus to the first focusable element of the nearest ancestor still on the page', () => {
    document.body.innerHTML = `
      <header><button id="hamburger">Menu</button><div id="menu"><ul><li><button id="asv">ASV Scanning</button></li></ul></div></header>`
    const path = openFrom('#asv')
    document.querySelector('#menu')!.remove()
    returnFocus(path)
    expect(document.activeElement?.id).toBe('hamburger')
  })

  it('leaves focus alone when nothing of the path is left but the page itself', () => {
    document.body.innerHTML = '<div id="gone"><button id="opener">Open</button></div>'
    const path = openFrom('#opener')
    document.querySelector('#gone')!.remove()
    returnFocus(path)
    expect(document.activeElement).toBe(document.body)
  })
})
