import { createFileRoute, useHydrated } from '@tanstack/react-router'
import { JobPage } from '~/features/content-pages/components/careers'
import { chooseItem, JobSearchSchema } from '~/features/content-pages/item-search'
import { Breadcrumb } from '~/components/breadcrumb'
import { PageIntro } from '~/components/sections/page-intro'
import { itemHead, useItemHeads } from '../../-components/item-heads'
import { pageHead } from '~/features/seo/head'

export const Route = createFileRoute('/$lang/career/single')({
  // `?job=` names the opening; a value that is no opening's shows the not-found state.
  validateSearch: JobSearchSchema,
  // Every opening's summary, not its body: the page shows the one its address names.
  loader: async ({ params }) => (await import('./-job-data')).loadJobPage(params.lang),
  head: ({ params, match, loaderData }) => itemHead(loaderData?.heads, match.search.job) ?? pageHead({ params, match }),
  component: function Page() {
    const { lang } = Route.useParams()
    const { job } = Route.useSearch()
    const { jobs, heads } = Route.useLoaderData()
    // A static host serves the one prerendered page, which offers every opening, whatever the
    // address names; hydration repeats it, then the page shows the opening of the address.
    const hydrated = useHydrated()
    useItemHeads(Route.id, heads !== undefined, job !== undefined)
    return (
      <section className="mx-auto max-w-7xl px-4 py-16 sm:px-6 lg:py-20">
        <JobPage
          lang={lang}
          jobs={jobs}
          choice={chooseItem(jobs, hydrated ? job : undefined)}
          breadcrumb={<Breadcrumb lang={lang} />}
          intro={<PageIntro lang={lang} />}
        />
      </section>
    )
  },
})
