import { createFileRoute, notFound } from '@tanstack/react-router'
import { PostArticle } from '~/features/blog/components/post-article'
import { RouteNotFound } from '../../-components/not-found-page'
import { feedHeadLinks } from '~/features/blog/feeds'
import { pageHead } from '~/features/seo/head'
import { postJsonLd } from './-post-json-ld'

export const Route = createFileRoute('/$lang/blog/$slug')({
  // The language's index of posts, this post's body and the code that reads them load with the
  // loader, so not on the first visit of a prerendered page, whose data is in it.
  loader: async ({ params }) => {
    const { loadPostPage } = await import('~/features/blog/load')
    const data = await loadPostPage(params.lang, params.slug)
    if (data === null) throw notFound()
    return data
  },
  head: ({ loaderData: data, ...match }) =>
    pageHead(match, {
      item: data && { title: data.post.title, description: data.post.description, keywords: data.post.tags },
      article: true,
      links: feedHeadLinks(match.params.lang),
      jsonLd: data && postJsonLd(match.params.lang, data),
    }),
  component: function Page() {
    const { lang } = Route.useParams()
    return <PostArticle lang={lang} data={Route.useLoaderData()} />
  },
  notFoundComponent: RouteNotFound,
})
