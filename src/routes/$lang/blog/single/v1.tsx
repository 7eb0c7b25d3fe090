import { createFileRoute, notFound } from '@tanstack/react-router'
import { PostArticle } from '~/features/blog/components/post-article'
import { postLayoutHead } from '../-blog-head'

/** The v1 post layout, showing the newest post. */
export const Route = createFileRoute('/$lang/blog/single/v1')({
  loader: async ({ params }) => {
    const { loadNewestPostPage } = await import('~/features/blog/load')
    const data = await loadNewestPostPage(params.lang)
    if (data === null) throw notFound()
    return data
  },
  head: ({ params, loaderData }) => postLayoutHead(params.lang, 'blog/single/v1', loaderData),
  component: function Page() {
    const { lang } = Route.useParams()
    return <PostArticle lang={lang} data={Route.useLoaderData()} layout="v1" />
  },
})
