/** 532_480 → "520 KB", 2_516_582 → "2.4 MB": binary units, as file managers show them. */
export function formatFileSize(bytes: number): string {
  if (!Number.isFinite(bytes) || bytes <= 0) return ''
  const kb = bytes / 1024
  if (kb < 1024) return `${Math.max(1, Math.round(kb))} KB`
  const mb = kb / 1024
  return `${mb < 10 ? mb.toFixed(1) : Math.round(mb)} MB`
}

/** "PDF, 2.4 MB, 18 pages": whatever of the three is known. */
export function downloadDetails(filesize: number | null | undefined, pages: number | null | undefined): string {
  const size = filesize ? formatFileSize(filesize) : ''
  const count = pages && pages > 0 ? `${pages} ${pages === 1 ? 'page' : 'pages'}` : ''
  return ['PDF', size, count].filter(Boolean).join(', ')
}
