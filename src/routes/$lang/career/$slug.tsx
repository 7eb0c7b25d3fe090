import { createFileRoute, notFound } from '@tanstack/react-router'
import { JobArticle } from '~/features/content-pages/components/careers'
import { pageHead } from '~/features/seo/head'
import { RouteNotFound } from '../../-components/not-found-page'

export const Route = createFileRoute('/$lang/career/$slug')({
  // The language's openings, this one's body, its JobPosting and the code that reads and builds
  // them load with the loader, so not on the first visit of a prerendered page, whose data is in it.
  loader: async ({ params }) => {
    const data = await (await import('./-job-data')).loadJobPageData(params.lang, params.slug)
    if (data === null) throw notFound()
    return data
  },
  // Its own title, description and address, hreflang to its translations, and its JobPosting; no data: the 404 page's.
  head: ({ loaderData: data, ...match }) => pageHead(match, { item: data && { title: data.job.title, description: data.job.description, keywords: data.keywords }, jsonLd: data?.jsonLd }),
  component: function Page() {
    const { lang } = Route.useParams()
    return (
      <section className="mx-auto max-w-7xl px-4 py-16 sm:px-6 lg:py-20">
        <JobArticle lang={lang} data={Route.useLoaderData()} />
      </section>
    )
  },
  notFoundComponent: RouteNotFound,
})
