import { createFileRoute, notFound } from '@tanstack/react-router'
import { CallToAction } from '~/features/home/components/call-to-action'
import { CaseStudyNumbers } from '~/features/portfolio/components/case-study-numbers'
import { layoutHead } from '../-portfolio-head'

/** The v2 case study layout, showing the newest featured study. */
export const Route = createFileRoute('/$lang/portfolio/case-study/v2')({
  loader: async ({ params }) => {
    const { loadLayoutStudyPage } = await import('~/features/portfolio/load')
    const data = await loadLayoutStudyPage(params.lang)
    if (data === null) throw notFound()
    return data
  },
  head: ({ params, loaderData }) => layoutHead(params.lang, 'portfolio/case-study/v2', loaderData),
  component: function Page() {
    const { lang } = Route.useParams()
    return (
      <>
        <CaseStudyNumbers lang={lang} data={Route.useLoaderData()} />
        <CallToAction lang={lang} />
      </>
    )
  },
})
