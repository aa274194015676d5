/** The drawer's words; the contact page's form block starts from the same ones. */
export const SALES_TITLE = 'Send us a Message'
export const SALES_TEXT = 'One of our security experts will get in touch as soon as possible.'

/** Where a visitor can write when the form itself cannot send (the spam check blocked, say). */
export const SALES_EMAIL = 'sales@cipherwell.com'
