import { createFileRoute, notFound } from '@tanstack/react-router'
import { PostArticle } from '~/features/blog/components/post-article'
import { feedHeadLinks } from '~/features/blog/feeds'
import { pageHead } from '~/features/seo/head'
import { postPage } from '~/site/pages'

/** The v2 post layout, showing the newest post. */
export const Route = createFileRoute('/$lang/blog/single/v2')({
  loader: async ({ params }) => {
    const { loadNewestPostPage } = await import('~/features/blog/load')
    const data = await loadNewestPostPage(params.lang)
    if (data === null) throw notFound()
    return data
  },
  head: ({ loaderData: data, ...match }) => pageHead(match, { shows: data && postPage(data.post.slug), links: feedHeadLinks(match.params.lang) }),
  component: function Page() {
    const { lang } = Route.useParams()
    return <PostArticle lang={lang} data={Route.useLoaderData()} layout="v2" />
  },
})
