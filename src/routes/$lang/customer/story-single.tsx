import { createFileRoute, notFound } from '@tanstack/react-router'
import { StoryArticle } from '~/features/customers/components/story-article'
import { StoryBelowTheFold } from './-lazy-parts'
import { pageHead } from '~/features/seo/head'
import { storyPage } from '~/site/pages'

/** The second story layout, showing the newest story. */
export const Route = createFileRoute('/$lang/customer/story-single')({
  loader: async ({ params }) => {
    const [{ loadNewestStoryPage }] = await Promise.all([import('~/features/customers/load'), StoryBelowTheFold.preload()])
    const data = await loadNewestStoryPage(params.lang)
    if (data === null) throw notFound()
    return data
  },
  head: ({ loaderData: data, ...match }) => pageHead(match, { shows: data && storyPage(data.story.slug) }),
  component: function Page() {
    const { lang } = Route.useParams()
    const data = Route.useLoaderData()
    return (
      <>
        <StoryArticle lang={lang} data={data} layout="v2" />
        <StoryBelowTheFold lang={lang} others={data.others} />
      </>
    )
  },
})
