import { msg } from '@lingui/core/macro'
import { Trans } from '@lingui/react/macro'
import { createFileRoute } from '@tanstack/react-router'
import { PageLink } from '~/components/page-link'
import { routeHead } from '~/features/seo/page-head'

export const Route = createFileRoute('/$lang/')({
  head: ({ params }) =>
    routeHead({
      lang: params.lang,
      page: '',
      title: null,
      description: msg`Storm builds web, mobile, desktop, AI, integration, data, DevOps, IoT and ERP/MRP production software for companies that want it done right.`,
      keywords: msg`software company, web development, mobile apps, desktop software, artificial intelligence, integration, data, DevOps, IoT, ERP, MRP`,
    }),
  component: HomePage,
})

function HomePage() {
  const { lang } = Route.useParams()
  return (
    <section className="mx-auto max-w-7xl px-4 py-16 sm:px-6 lg:py-24">
      <h1 className="max-w-3xl text-4xl font-extrabold tracking-tight text-balance sm:text-5xl lg:text-6xl">
        <Trans>Software that runs your business, built by people who answer the phone</Trans>
      </h1>
      <p className="mt-6 max-w-2xl text-lg text-slate-600 dark:text-slate-300">
        <Trans>Web, mobile, desktop, AI and production software, from Eskişehir to the world.</Trans>
      </p>
      <PageLink
        lang={lang}
        page="contact"
        className="mt-8 inline-flex min-h-12 items-center rounded-lg bg-indigo-700 px-6 font-semibold text-white hover:bg-indigo-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-700 dark:bg-indigo-400 dark:text-slate-950 dark:hover:bg-indigo-300"
      >
        <Trans>Talk to us</Trans>
      </PageLink>
    </section>
  )
}
