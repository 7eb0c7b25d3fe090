import { createFileRoute } from '@tanstack/react-router'
import { HelpArticleList } from '~/features/content-pages/components/help-center'
import { PageIntro } from '~/components/sections/page-intro'
import { pageHead } from '~/features/seo/head'

export const Route = createFileRoute('/$lang/help/center')({
  // The language's articles and the code that reads them load with the loader, so not on the
  // first visit of a prerendered page, whose data is in it.
  loader: async ({ params }) => (await import('~/features/content-pages/load')).loadHelpArticles(params.lang),
  head: pageHead,
  component: function Page() {
    const { lang } = Route.useParams()
    return (
      <section className="mx-auto max-w-7xl px-4 py-16 sm:px-6 lg:py-20">
        <PageIntro lang={lang} />
        <HelpArticleList lang={lang} articles={Route.useLoaderData()} />
      </section>
    )
  },
})
