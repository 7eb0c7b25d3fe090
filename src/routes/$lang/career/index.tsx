import { createFileRoute } from '@tanstack/react-router'
import { JobList } from '~/features/content-pages/components/careers'
import { PageIntro } from '~/components/sections/page-intro'
import { pageHead } from '~/features/seo/head'

export const Route = createFileRoute('/$lang/career/')({
  // The language's openings and the code that reads them load with the loader, so not on the
  // first visit of a prerendered page, whose data is in it.
  loader: async ({ params }) => (await import('~/features/content-pages/load')).loadJobs(params.lang),
  head: pageHead,
  component: function Page() {
    const { lang } = Route.useParams()
    return (
      <section className="mx-auto max-w-7xl px-4 py-16 sm:px-6 lg:py-20">
        <PageIntro lang={lang} />
        <JobList lang={lang} jobs={Route.useLoaderData()} />
      </section>
    )
  },
})
