import { Trans, useLingui } from '@lingui/react/macro'
import { createFileRoute } from '@tanstack/react-router'
import { LazyClientLogoCarousel } from '~/components/carousel/lazy-client-logo-carousel'
import { CONTACT_SLIDES_PER_VIEW } from '~/components/carousel/slides-per-view'
import { SocialLinks } from '~/components/social-links'
import { COMPANY_CONTACT } from '~/features/contact/offices'
import { pageHead } from '~/features/seo/head'
import { ContactForm, OfficeLocations, OfficeMap } from './-lazy-parts'

export const Route = createFileRoute('/$lang/contact/')({
  // Prerendering (and client navigation) load the lazy parts first, so their HTML is in the page.
  loader: () =>
    Promise.all([LazyClientLogoCarousel.preload(), OfficeLocations.preload(), OfficeMap.preload(), ContactForm.preload()]),
  head: pageHead,
  component: ContactPage,
})

// The form comes first, beside the heading on a desktop and right under it on a phone: the visitor
// came to write to us. The logos, offices and map follow it.
function ContactPage() {
  const { t } = useLingui()
  return (
    <>
      <section className="bg-slate-50 dark:bg-slate-900">
        <div className="mx-auto grid max-w-7xl gap-10 px-4 py-12 sm:px-6 lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)] lg:gap-16 lg:py-16">
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
            <h2 className="mt-8 text-sm font-semibold tracking-wide text-slate-700 caps dark:text-slate-300">
              <Trans>Follow us</Trans>
            </h2>
            <SocialLinks label={t`Follow us`} newTabHint={t`(opens in a new tab)`} className="mt-3 text-slate-800 dark:text-slate-100" />
          </div>
          <section
            aria-labelledby="contact-form-heading"
            className="rounded-3xl border border-slate-200 bg-white p-6 shadow-sm sm:p-10 dark:border-slate-800 dark:bg-slate-950"
          >
            <h2 id="contact-form-heading" className="text-2xl font-bold tracking-tight sm:text-3xl">
              <Trans>Send us a message</Trans>
            </h2>
            <ContactForm aria-labelledby="contact-form-heading" className="mt-6" />
          </section>
        </div>
      </section>
      <div className="mx-auto max-w-7xl px-4 py-12 sm:px-6">
        <LazyClientLogoCarousel slidesPerView={CONTACT_SLIDES_PER_VIEW} loop={false} />
      </div>
      <OfficeLocations />
      <OfficeMap />
    </>
  )
}
