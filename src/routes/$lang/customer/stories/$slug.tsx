import { createFileRoute, notFound } from '@tanstack/react-router'
import { StoryArticle } from '~/features/customers/components/story-article'
import { CallToAction } from '~/features/home/components/call-to-action'
import { NotFoundPage } from '../../../-components/not-found-page'
import { storyHead } from '../-customers-head'

export const Route = createFileRoute('/$lang/customer/stories/$slug')({
  // The language's index of stories, this story's body and the code that reads them load with the
  // loader, so not on the first visit of a prerendered page, whose data is in it.
  loader: async ({ params }) => {
    const { loadStoryPage } = await import('~/features/customers/load')
    const data = await loadStoryPage(params.lang, params.slug)
    if (data === null) throw notFound()
    return data
  },
  head: ({ params, loaderData }) => storyHead(params.lang, params.slug, loaderData),
  component: function Page() {
    const { lang } = Route.useParams()
    return (
      <>
        <StoryArticle lang={lang} data={Route.useLoaderData()} />
        <CallToAction lang={lang} />
      </>
    )
  },
  notFoundComponent: function StoryNotFound() {
    const { lang } = Route.useParams()
    return <NotFoundPage lang={lang} />
  },
})
