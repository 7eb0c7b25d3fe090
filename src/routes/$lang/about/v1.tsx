import { Trans } from '@lingui/react/macro'
import { createFileRoute } from '@tanstack/react-router'
import { AboutContent } from '~/features/content-pages/components/about-content'
import { PageIntro } from '~/features/template-pages/components/page-intro'
import { catalogHead } from '../../-components/catalog-head'

export const Route = createFileRoute('/$lang/about/v1')({
  head: ({ params }) => catalogHead(params.lang, 'about/v1'),
  component: AboutPage,
})

function AboutPage() {
  const { lang } = Route.useParams()
  return (
    <>
      <section className="mx-auto max-w-7xl px-4 pt-16 sm:px-6 lg:pt-20">
        <PageIntro lang={lang} page="about/v1" />
      </section>
      <AboutContent lang={lang} heading={<Trans>What we stand for</Trans>} />
    </>
  )
}
