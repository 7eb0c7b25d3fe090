import { createFileRoute } from '@tanstack/react-router'
import { FaqList } from '~/features/content-pages/components/faq-list'
import { PageIntro } from '~/components/sections/page-intro'
import { pageHead } from '~/features/seo/head'

export const Route = createFileRoute('/$lang/faq')({
  head: pageHead,
  component: function Page() {
    const { lang } = Route.useParams()
    return (
      <section className="mx-auto max-w-7xl px-4 py-16 sm:px-6 lg:py-20">
        <PageIntro lang={lang} />
        <FaqList />
      </section>
    )
  },
})
