import { PageNotFound, pageNotFoundMetadata } from '@/features/shell/PageNotFound'

export const metadata = pageNotFoundMetadata

export default PageNotFound
