import { createFileRoute } from '@tanstack/react-router'
import { PortfolioShowcase } from '~/features/portfolio/components/portfolio-showcase'
import { PortfolioSearchSchema } from '~/features/portfolio/search'
import { pageHead } from '~/features/seo/head'
import { PortfolioOverview } from './-overview'

export const Route = createFileRoute('/$lang/portfolio/showcase')({
  // A `?category=` that names no category shows every study with a note, never an error page.
  validateSearch: PortfolioSearchSchema,
  // The studies' index and the code that reads it load with the loader, so not on the first visit
  // of a prerendered page, whose data is in it.
  loader: async ({ params }) => (await import('~/features/portfolio/load')).loadStudies(params.lang),
  head: pageHead,
  component: function Page() {
    const { lang } = Route.useParams()
    return <PortfolioOverview lang={lang} studies={Route.useLoaderData()} search={Route.useSearch()} View={PortfolioShowcase} />
  },
})
