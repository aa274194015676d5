import { SearchRoute, searchMetadata } from '@/features/search/searchRoute'

export const generateMetadata = searchMetadata
export default SearchRoute
