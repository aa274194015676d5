/** The part of Calendly's widget script the modal uses. */
export type Calendly = {
  initInlineWidget(options: { url: string; parentElement: HTMLElement; prefill?: { email?: string } }): void
}

declare global {
  interface Window {
    Calendly?: Calendly
  }
}

export const CALENDLY_WIDGET_SCRIPT = 'https://assets.calendly.com/assets/external/widget.js'

let loading: Promise<Calendly> | null = null

/**
 * Adds Calendly's widget script once and resolves when it has run. It is fetched only when a
 * visitor asks to book a demo: an embed they requested, not tracking, so consent does not gate it.
 * A failed load is forgotten, so the next booking tries again.
 */
export function loadCalendlyScript(): Promise<Calendly> {
  loading ??= new Promise<Calendly>((resolve, reject) => {
    const script = document.createElement('script')
    script.src = CALENDLY_WIDGET_SCRIPT
    script.async = true
    script.addEventListener('load', () => {
      if (window.Calendly) resolve(window.Calendly)
      else fail(new Error('Calendly widget script ran without defining Calendly'))
    })
    script.addEventListener('error', () => fail(new Error('Calendly widget script failed to load')))
    document.head.append(script)

    function fail(error: Error) {
      script.remove()
      loading = null
      reject(error)
    }
  })
  return loading
}
