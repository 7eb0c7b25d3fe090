import { Trans, useLingui } from '@lingui/react/macro'
import { createFileRoute } from '@tanstack/react-router'
import { focusRing } from '~/components/focus-ring'
import { PageLink } from '~/components/page-link'
import { COMPANY_CONTACT, formatOfficeAddress, OFFICES, telHref } from '~/features/contact/offices'
import { Breadcrumb } from '~/components/breadcrumb'
import type { Lang } from '~/lib/languages'
import { pageHead } from '~/features/seo/head'
import { ContactForm } from './-lazy-parts'

const link = `rounded-sm font-semibold text-indigo-700 underline underline-offset-4 hover:text-indigo-900 dark:text-indigo-300 dark:hover:text-indigo-200 ${focusRing}`

export const Route = createFileRoute('/$lang/contact/v1')({
  // Prerendering (and client navigation) load the form first, so its HTML is in the page.
  loader: () => ContactForm.preload(),
  head: pageHead,
  component: function ContactFormPage() {
    const { lang } = Route.useParams()
    return (
      <section className="mx-auto max-w-7xl px-4 py-16 sm:px-6 lg:py-20">
        <Breadcrumb lang={lang} />
        <div className="mt-8 grid gap-12 lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)] lg:gap-16">
          <div>
            <h1 className="text-4xl font-extrabold tracking-tight text-balance sm:text-5xl">
              <Trans>Let's talk about your project</Trans>
            </h1>
            <p className="mt-4 text-lg text-slate-600 dark:text-slate-300">
              <Trans>Write to us with a few lines about what you need. A senior engineer reads every message and answers within one working day.</Trans>
            </p>
            <CompanyDetails lang={lang} />
          </div>
          <div className="rounded-3xl border border-slate-200 bg-white p-6 shadow-sm sm:p-10 dark:border-slate-800 dark:bg-slate-900">
            <h2 id="contact-v1-form" className="text-2xl font-bold tracking-tight">
              <Trans>Tell us about your project</Trans>
            </h2>
            <ContactForm aria-labelledby="contact-v1-form" className="mt-6" />
          </div>
        </div>
      </section>
    )
  },
})

/** The head office's address, phone, email and hours, and the other offices' phones. */
function CompanyDetails({ lang }: { lang: Lang }) {
  const { i18n } = useLingui()
  const { office, phone, email, weekDays, weekEnds } = COMPANY_CONTACT
  const others = OFFICES.filter((other) => other.id !== office.id)
  return (
    <section aria-labelledby="contact-v1-details" className="mt-10 rounded-3xl bg-slate-50 p-6 sm:p-8 dark:bg-slate-900">
      <h2 id="contact-v1-details" className="text-xl font-bold">
        <Trans>Head office</Trans>
      </h2>
      <dl className="mt-4 space-y-4">
        <div>
          <dt className="text-sm font-semibold text-slate-600 dark:text-slate-300">
            <Trans>Address</Trans>
          </dt>
          <dd>
            <address className="not-italic">{formatOfficeAddress(office, i18n)}</address>
          </dd>
        </div>
        <div>
          <dt className="text-sm font-semibold text-slate-600 dark:text-slate-300">
            <Trans>Phone</Trans>
          </dt>
          <dd>
            <a href={telHref(phone)} className={link}>
              {phone.display}
            </a>
          </dd>
        </div>
        <div>
          <dt className="text-sm font-semibold text-slate-600 dark:text-slate-300">
            <Trans>Email</Trans>
          </dt>
          <dd>
            <a href={`mailto:${email}`} className={link}>
              {email}
            </a>
          </dd>
        </div>
        <div>
          <dt className="text-sm font-semibold text-slate-600 dark:text-slate-300">
            <Trans>Opening hours</Trans>
          </dt>
          <dd>{i18n._(weekDays)}</dd>
          <dd className="text-slate-600 dark:text-slate-300">{i18n._(weekEnds)}</dd>
        </div>
      </dl>
      <h3 className="mt-8 font-bold">
        <Trans>Our other offices</Trans>
      </h3>
      <ul className="mt-3 space-y-2">
        {others.map((other) => (
          <li key={other.id} className="flex flex-wrap justify-between gap-x-4">
            <span>{i18n._(other.cityName)}</span>
            <a href={telHref(other.phone)} className={link}>
              {other.phone.display}
            </a>
          </li>
        ))}
      </ul>
      <p className="mt-6">
        <PageLink lang={lang} page="contact/v2" className={link}>
          <Trans>All offices on the map</Trans>
        </PageLink>
      </p>
    </section>
  )
}
