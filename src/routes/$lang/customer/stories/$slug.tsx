import { createFileRoute, notFound } from '@tanstack/react-router'
import { StoryArticle } from '~/features/customers/components/story-article'
import { RouteNotFound } from '../../../-components/not-found-page'
import { StoryBelowTheFold } from '../-lazy-parts'
import { pageHead } from '~/features/seo/head'

export const Route = createFileRoute('/$lang/customer/stories/$slug')({
  // The language's index of stories, this story's body and the code that reads them load with the
  // loader, so not on the first visit of a prerendered page, whose data is in it.
  loader: async ({ params }) => {
    const [{ loadStoryPage }] = await Promise.all([import('~/features/customers/load'), StoryBelowTheFold.preload()])
    const data = await loadStoryPage(params.lang, params.slug)
    if (data === null) throw notFound()
    return data
  },
  head: ({ loaderData: data, ...match }) => pageHead(match, { item: data && { title: data.story.title, description: data.story.description, keywords: [data.story.title, data.story.city] }, article: true }),
  component: function Page() {
    const { lang } = Route.useParams()
    const data = Route.useLoaderData()
    return (
      <>
        <StoryArticle lang={lang} data={data} />
        <StoryBelowTheFold lang={lang} others={data.others} />
      </>
    )
  },
  notFoundComponent: RouteNotFound,
})
