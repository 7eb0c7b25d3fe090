import { createFileRoute, notFound } from '@tanstack/react-router'
import { HelpArticleView } from '~/features/content-pages/components/help-center'
import { pageHead } from '~/features/seo/head'
import { RouteNotFound } from '../../-components/not-found-page'

export const Route = createFileRoute('/$lang/help/$slug')({
  // The language's articles, this one's body and the code that reads them load with the loader,
  // so not on the first visit of a prerendered page, whose data is in it.
  loader: async ({ params }) => {
    const { loadHelpArticlePage } = await import('~/features/content-pages/load')
    const data = await loadHelpArticlePage(params.lang, params.slug)
    if (data === null) throw notFound()
    return data
  },
  head: ({ loaderData: data, ...match }) => pageHead(match, { item: data && { title: data.article.title, description: data.article.description, keywords: [data.article.title] } }),
  component: function Page() {
    const { lang } = Route.useParams()
    return (
      <section className="mx-auto max-w-7xl px-4 py-16 sm:px-6 lg:py-20">
        <HelpArticleView lang={lang} data={Route.useLoaderData()} />
      </section>
    )
  },
  notFoundComponent: RouteNotFound,
})
