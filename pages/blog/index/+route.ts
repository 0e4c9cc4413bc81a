import { pagedRoute } from '#pages/_components/pagination/paged-route.ts'
import { storyIndexes } from '#pages/_components/story-index/story-indexes.ts'

export default pagedRoute(storyIndexes.blog.path)
