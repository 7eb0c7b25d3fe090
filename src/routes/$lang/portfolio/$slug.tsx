import { createFileRoute, notFound } from '@tanstack/react-router'
import { lazyWithPreload } from '~/components/lazy/lazy-with-preload'
import { CaseStudyStory } from '~/features/portfolio/components/case-study-parts'
import { RouteNotFound } from '../../-components/not-found-page'
import { pageHead } from '~/features/seo/head'

// The call to action closes the page, below the fold: it loads after the page, its prerendered HTML shows at once.
const CallToAction = lazyWithPreload(() => import('~/components/sections/call-to-action').then((module) => module.CallToAction))

export const Route = createFileRoute('/$lang/portfolio/$slug')({
  // The language's index of studies, this study's body, its JSON-LD and the code that reads them
  // load with the loader, so not on the first visit of a prerendered page, whose data is in it.
  loader: async ({ params }) => {
    const [data] = await Promise.all([import('./-study-data').then((module) => module.loadStudyPageData(params.lang, params.slug)), CallToAction.preload()])
    if (data === null) throw notFound()
    return data
  },
  head: ({ loaderData: data, ...match }) =>
    pageHead(match, { item: data && { title: data.study.title, description: data.study.description, keywords: [...data.study.services, ...data.study.technologies] }, jsonLd: data?.jsonLd }),
  component: function Page() {
    const { lang } = Route.useParams()
    return (
      <>
        <CaseStudyStory lang={lang} data={Route.useLoaderData()} />
        <CallToAction lang={lang} />
      </>
    )
  },
  notFoundComponent: RouteNotFound,
})
