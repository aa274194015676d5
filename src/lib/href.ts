/** Links to other sites are plain anchors; our own paths go through next/link. */
export const isExternal = (href: string) => /^https?:\/\//i.test(href)
