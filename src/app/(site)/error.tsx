'use client'

import { PageError } from '@/features/shell/PageError.client'

/** A page that fails to render keeps the site's layout (and in draft mode the preview tools): see PageError. */
export default PageError
