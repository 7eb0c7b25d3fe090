import { createFileRoute } from '@tanstack/react-router'
import { JobDetails } from '~/features/content-pages/components/careers'
import { PageIntro } from '~/features/template-pages/components/page-intro'
import { pageHead } from '../../-components/page-head'

export const Route = createFileRoute('/$lang/career/single')({
  head: ({ params }) => pageHead(params.lang, 'career/single'),
  component: function Page() {
    const { lang } = Route.useParams()
    return (
      <section className="mx-auto max-w-7xl px-4 py-16 sm:px-6 lg:py-20">
        <PageIntro lang={lang} page="career/single" />
        <JobDetails />
      </section>
    )
  },
})
