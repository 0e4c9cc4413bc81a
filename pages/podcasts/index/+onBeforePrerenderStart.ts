import { storyIndexPaths } from '#pages/_components/story-index/story-index-paths.server.ts'
import { storyLists } from '#pages/_components/story-index/story-lists.ts'

export default () => storyIndexPaths(storyLists.podcasts)
