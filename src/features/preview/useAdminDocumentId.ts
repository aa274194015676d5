import { useEffect, useState } from 'react'

import type { DocumentAt } from '@/cms/documentRoutes'

/**
 * The id of the document an address shows, looked up through Payload's REST API with the
 * editor's own session (the draft too, so a never-published document is found). Layouts
 * cannot see which document their page rendered, and this runs only in draft mode, for an
 * editor, so one small request is cheaper than threading ids through every route.
 */
export function useAdminDocumentId({ collection, field, value }: DocumentAt): string | null {
  const [found, setFound] = useState<{ key: string; id: string | null }>()
  const key = `${collection}:${field}:${value}`

  useEffect(() => {
    const controller = new AbortController()
    const query = new URLSearchParams({
      [`where[${field}][equals]`]: value,
      limit: '1',
      depth: '0',
      draft: 'true',
      'select[_status]': 'true',
    })
    fetch(`/api/${collection}?${query}`, { signal: controller.signal, credentials: 'same-origin' })
      .then(async (response) => (response.ok ? ((await response.json()) as { docs?: { id?: unknown }[] }) : null))
      .then((body) => {
        const id = body?.docs?.[0]?.id
        setFound({ key, id: id === undefined || id === null ? null : String(id) })
      })
      .catch(() => {
        // Aborted on navigation, or offline: the bar simply offers no edit link.
      })
    return () => controller.abort()
  }, [collection, field, value, key])

  return found?.key === key ? found.id : null
}
