import { createFileRoute, notFound } from '@tanstack/react-router'
import { lazyWithPreload } from '~/components/lazy/lazy-with-preload'
import { CaseStudyStory } from '~/features/portfolio/components/case-study-parts'
import { pageHead } from '~/features/seo/head'
import { studyPage } from '~/site/pages'

// The call to action closes the page, below the fold: it loads after the page, its prerendered HTML shows at once.
const CallToAction = lazyWithPreload(() => import('~/components/sections/call-to-action').then((module) => module.CallToAction))

/** The v1 case study layout, showing the newest featured study. */
export const Route = createFileRoute('/$lang/portfolio/case-study/v1')({
  loader: async ({ params }) => {
    const [{ loadLayoutStudyPage }] = await Promise.all([import('~/features/portfolio/load'), CallToAction.preload()])
    const data = await loadLayoutStudyPage(params.lang)
    if (data === null) throw notFound()
    return data
  },
  head: ({ loaderData: data, ...match }) => pageHead(match, { shows: data && studyPage(data.study.slug) }),
  component: function Page() {
    const { lang } = Route.useParams()
    return (
      <>
        <CaseStudyStory lang={lang} data={Route.useLoaderData()} />
        <CallToAction lang={lang} />
      </>
    )
  },
})
