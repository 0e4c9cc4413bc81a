import { pagedRoute } from '../../_components/pagination/paged-route.ts'
import { storyIndexes } from '../../_components/story-index/story-indexes.ts'

export default pagedRoute(storyIndexes.podcasts.path)
