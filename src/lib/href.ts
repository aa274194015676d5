/** Links to other sites are plain anchors; our own paths go through next/link. */
export const isExternal = (href: string) => /^https?:\/\//i.test(href)

/** Links to the contact page are marked so the sales drawer can open in their place. */
export const isContactHref = (href: string): boolean => href.split(/[?#]/, 1)[0] === '/contact'
