import { useId } from 'react'

import { INITIAL_CARD_FORM } from './cardFormState'
import { CardFormView } from './CardFormView'

/** The card form playground as the server draws it before its island loads: empty fields, the default theme. */
export function CardFormPreview() {
  return <CardFormView id={useId()} state={INITIAL_CARD_FORM} />
}
