import { createFileRoute } from '@tanstack/react-router'
import { TermsContent } from '~/features/content-pages/components/terms-content'
import { PageIntro } from '~/components/sections/page-intro'
import { pageHead } from '~/features/seo/head'

export const Route = createFileRoute('/$lang/terms-conditions')({
  head: pageHead,
  component: function Page() {
    const { lang } = Route.useParams()
    return (
      <section className="mx-auto max-w-7xl px-4 py-16 sm:px-6 lg:py-20">
        <PageIntro lang={lang} />
        <TermsContent />
      </section>
    )
  },
})
