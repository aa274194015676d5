/** The drawer's words; the contact page's form block starts from the same ones. */
export const SALES_TITLE = 'Send us a Message'
export const SALES_TEXT = 'One of our security experts will get in touch as soon as possible.'
