/** Anything on the page can open the demo-booking modal (a later issue) with the visitor's email. */
export type BookDemoDetail = { email: string }

export const BOOK_DEMO_EVENT = 'cipherwell:book-demo'

export function openDemoBooking(detail: BookDemoDetail): void {
  window.dispatchEvent(new CustomEvent<BookDemoDetail>(BOOK_DEMO_EVENT, { detail }))
}
