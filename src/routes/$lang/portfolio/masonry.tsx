import { createFileRoute, useHydrated } from '@tanstack/react-router'
import { useState } from 'react'
import { PortfolioMasonry } from '~/features/portfolio/components/portfolio-masonry'
import { PortfolioSearchSchema } from '~/features/portfolio/search'
import { PageIntro } from '~/features/template-pages/components/page-intro'
import { pageHead } from '../../-components/page-head'

export const Route = createFileRoute('/$lang/portfolio/masonry')({
  // A `?category=` that names no category shows every study with a note, never an error page.
  validateSearch: PortfolioSearchSchema,
  // The studies' index and the code that reads it load with the loader, so not on the first visit
  // of a prerendered page, whose data is in it.
  loader: async ({ params }) => (await import('~/features/portfolio/load')).loadStudies(params.lang),
  head: ({ params }) => pageHead(params.lang, 'portfolio/masonry'),
  component: function Page() {
    const { lang } = Route.useParams()
    const search = Route.useSearch()
    const studies = Route.useLoaderData()
    // The prerendered page is unfiltered, and hydration repeats it. An address with a filter is then
    // rendered anew (the key), since hydration keeps the prerendered links' current state.
    const hydrated = useHydrated()
    const [filtered] = useState(search.category !== undefined || search.unknownCategory !== undefined)
    return (
      <section className="mx-auto max-w-7xl px-4 py-16 sm:px-6 lg:py-20">
        <PageIntro lang={lang} page="portfolio/masonry" />
        <PortfolioMasonry key={hydrated && filtered ? 'address' : 'prerendered'} lang={lang} studies={studies} search={hydrated ? search : {}} />
      </section>
    )
  },
})
