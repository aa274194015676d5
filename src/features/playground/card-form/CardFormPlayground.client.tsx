'use client'

import { useId, useLayoutEffect, useReducer, useRef } from 'react'

import { caretAfterDigits, editedDigits, type CardInput } from './cardForm'
import { cardFormReducer, formatField, INITIAL_CARD_FORM } from './cardFormState'
import { CardFormView } from './CardFormView'

const FIELDS: readonly (keyof CardInput)[] = ['number', 'expiry', 'cvc']

/**
 * The card form playground's island. Reformatting as the visitor types (spaces, "MM / YY")
 * would throw the caret to the end; it is put back after the same count of digits.
 */
export function CardFormPlayground() {
  const id = useId()
  const [state, dispatch] = useReducer(cardFormReducer, INITIAL_CARD_FORM)
  const caret = useRef<{ input: HTMLInputElement; at: number } | null>(null)
  const focusFirstError = useRef(false)

  useLayoutEffect(() => {
    if (caret.current) {
      const { input, at } = caret.current
      caret.current = null
      if (document.activeElement === input) input.setSelectionRange(at, at)
    }
    if (focusFirstError.current) {
      focusFirstError.current = false
      const field = FIELDS.find((name) => state.errors[name])
      if (field) document.getElementById(`${id}-${field}`)?.focus()
    }
  }, [state, id])

  return (
    <CardFormView
      id={id}
      state={state}
      on={{
        onField: (name, input) => {
          const { value, digitsBefore } = editedDigits(state.card[name], input.value, input.selectionStart ?? input.value.length)
          caret.current = { input, at: caretAfterDigits(formatField(name, value, state.card), digitsBefore) }
          dispatch({ type: 'field', name, value })
        },
        onFill: (card) => dispatch({ type: 'fill', card }),
        onTheme: (theme) => dispatch({ type: 'theme', theme }),
        onSubmit: () => {
          focusFirstError.current = true
          dispatch({ type: 'submit', now: new Date() })
        },
      }}
    />
  )
}
