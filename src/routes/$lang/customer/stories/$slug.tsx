import { createFileRoute, notFound } from '@tanstack/react-router'
import { StoryArticle } from '~/features/customers/components/story-article'
import { NotFoundPage } from '../../../-components/not-found-page'
import { StoryBelowTheFold } from '../-lazy-parts'
import { ownHead } from '../../../-components/page-head'
import { storyPage } from '~/site/pages'

export const Route = createFileRoute('/$lang/customer/stories/$slug')({
  // The language's index of stories, this story's body and the code that reads them load with the
  // loader, so not on the first visit of a prerendered page, whose data is in it.
  loader: async ({ params }) => {
    const [{ loadStoryPage }] = await Promise.all([import('~/features/customers/load'), StoryBelowTheFold.preload()])
    const data = await loadStoryPage(params.lang, params.slug)
    if (data === null) throw notFound()
    return data
  },
  head: ({ params, loaderData }) => ownHead(params.lang, storyPage(params.slug), loaderData && { title: loaderData.story.title, description: loaderData.story.description, keywords: [loaderData.story.title, loaderData.story.city] }, { article: true }),
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
  notFoundComponent: function StoryNotFound() {
    const { lang } = Route.useParams()
    return <NotFoundPage lang={lang} />
  },
})
