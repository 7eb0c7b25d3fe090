import { Trans, useLingui } from '@lingui/react/macro'
import { createFileRoute } from '@tanstack/react-router'
import { LazyClientLogoCarousel } from '~/components/carousel/lazy-client-logo-carousel'
import { CONTACT_SLIDES_PER_VIEW } from '~/components/carousel/slides-per-view'
import { SocialLinks } from '~/components/social-links'
import { COMPANY_CONTACT } from '~/features/contact/offices'
import { pageHead } from '../../-components/page-head'
import { ContactForm, OfficeLocations, OfficeMap } from './-lazy-parts'

export const Route = createFileRoute('/$lang/contact/')({
  // Prerendering (and client navigation) load the lazy parts first, so their HTML is in the page.
  loader: () =>
    Promise.all([LazyClientLogoCarousel.preload(), OfficeLocations.preload(), OfficeMap.preload(), ContactForm.preload()]),
  head: ({ params }) => pageHead(params.lang, 'contact'),
  component: ContactPage,
})

function ContactPage() {
  const { t } = useLingui()
  return (
    <>
      <section className="bg-slate-50 dark:bg-slate-900">
        <div className="mx-auto grid max-w-7xl gap-10 px-4 py-16 sm:px-6 lg:grid-cols-2 lg:items-end lg:py-20">
          <div>
            <h1 className="text-4xl font-extrabold tracking-tight sm:text-5xl">
              <Trans>Contact</Trans>
            </h1>
            <p className="mt-4 max-w-2xl text-lg text-slate-600 dark:text-slate-300">
              <Trans>Tell us about your project; we answer every message within one working day.</Trans>
            </p>
            <p className="mt-6 text-lg">
              <a
                href={`mailto:${COMPANY_CONTACT.email}`}
                className="font-semibold text-indigo-700 underline underline-offset-4 hover:text-indigo-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600 dark:text-indigo-300 dark:hover:text-indigo-200"
              >
                {COMPANY_CONTACT.email}
              </a>
            </p>
          </div>
          <div>
            <h2 className="text-sm font-semibold tracking-wide text-slate-700 caps dark:text-slate-300">
              <Trans>Follow us</Trans>
            </h2>
            <SocialLinks label={t`Follow us`} newTabHint={t`(opens in a new tab)`} className="mt-3 text-slate-800 dark:text-slate-100" />
          </div>
        </div>
        <div className="mx-auto max-w-7xl px-4 pb-12 sm:px-6">
          <LazyClientLogoCarousel slidesPerView={CONTACT_SLIDES_PER_VIEW} loop={false} />
        </div>
      </section>
      <OfficeLocations />
      <OfficeMap />
      <section aria-labelledby="contact-form-heading" className="mx-auto max-w-3xl px-4 py-16 sm:px-6">
        <h2 id="contact-form-heading" className="text-3xl font-bold tracking-tight">
          <Trans>Send us a message</Trans>
        </h2>
        <ContactForm aria-labelledby="contact-form-heading" className="mt-8" />
      </section>
    </>
  )
}
