import { Trans } from '@lingui/react/macro'
import { createFileRoute } from '@tanstack/react-router'
import { LaunchCountdown } from '~/features/content-pages/components/launch-countdown'
import { PageIntro } from '~/components/sections/page-intro'
import { lazyWithPreload } from '~/components/lazy/lazy-with-preload'
import { pageHead } from '~/features/seo/head'

// The home page's email subscription, loaded like there: after the page, its HTML prerendered.
const NewsletterForm = lazyWithPreload(() =>
  import('~/features/newsletter/components/newsletter-form').then((module) => module.NewsletterForm),
)

export const Route = createFileRoute('/$lang/coming-soon')({
  loader: () => NewsletterForm.preload(),
  head: pageHead,
  component: ComingSoonPage,
})

function ComingSoonPage() {
  const { lang } = Route.useParams()
  return (
    <section className="mx-auto max-w-4xl px-4 py-16 sm:px-6 lg:py-24">
      <PageIntro lang={lang} />
      <LaunchCountdown lang={lang} />
      <h2 id="notify-heading" className="mt-12 text-2xl font-bold tracking-tight">
        <Trans>Tell me when it is ready</Trans>
      </h2>
      <p className="mt-2 text-slate-600 dark:text-slate-300">
        <Trans>Leave your email address and we write to you once, on launch day.</Trans>
      </p>
      <NewsletterForm className="mt-4 max-w-xl" />
    </section>
  )
}
