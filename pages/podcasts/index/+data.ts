import type { PageContextServer } from 'vike/types'
import { storyIndexData } from '#pages/_components/story-index/story-index-data.server.ts'
import { storyLists } from '#pages/_components/story-index/story-lists.ts'

export const data = ({ routeParams }: PageContextServer) => storyIndexData(storyLists.podcasts, Number(routeParams.page))

export type Data = ReturnType<typeof data>
