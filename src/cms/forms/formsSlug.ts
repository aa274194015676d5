/** The form builder's collection of campaign forms. */
export const FORMS_COLLECTION = 'forms'
