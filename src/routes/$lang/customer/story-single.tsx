import { createFileRoute, notFound } from '@tanstack/react-router'
import { StoryArticle } from '~/features/customers/components/story-article'
import { CallToAction } from '~/features/home/components/call-to-action'
import { storyLayoutHead } from './-customers-head'

/** The second story layout, showing the newest story. */
export const Route = createFileRoute('/$lang/customer/story-single')({
  loader: async ({ params }) => {
    const { loadNewestStoryPage } = await import('~/features/customers/load')
    const data = await loadNewestStoryPage(params.lang)
    if (data === null) throw notFound()
    return data
  },
  head: ({ params, loaderData }) => storyLayoutHead(params.lang, loaderData),
  component: function Page() {
    const { lang } = Route.useParams()
    return (
      <>
        <StoryArticle lang={lang} data={Route.useLoaderData()} layout="v2" />
        <CallToAction lang={lang} />
      </>
    )
  },
})
