import type { PageContextServer } from 'vike/types'
import { storyKinds } from '#pages/_components/story-page/story-kinds.ts'
import { storyPageData } from '#pages/_components/story-page/story-page-data.server.ts'

export const data = ({ routeParams }: PageContextServer) => storyPageData(storyKinds.podcasts, routeParams.slug)

export type Data = ReturnType<typeof data>
