import { Trans, useLingui } from '@lingui/react/macro'
import { createFileRoute } from '@tanstack/react-router'
import { useRef, useState } from 'react'
import { focusRing } from '~/components/focus-ring'
import { PageLink } from '~/components/page-link'
import { OfficeCards } from '~/features/company/components/office-cards'
import { COMPANY_CONTACT, HEAD_OFFICE, OFFICES, telHref, type Office } from '~/features/contact/offices'
import { Breadcrumb } from '~/components/breadcrumb'
import type { Lang } from '~/lib/languages'
import { pageHead } from '~/features/seo/head'
import { OfficeMap } from './-lazy-parts'

const link = `rounded-sm font-semibold text-indigo-700 underline underline-offset-4 hover:text-indigo-900 dark:text-indigo-300 dark:hover:text-indigo-200 ${focusRing}`

export const Route = createFileRoute('/$lang/contact/v2')({
  // Prerendering (and client navigation) load the map's code first, so its preview is in the page.
  loader: () => OfficeMap.preload(),
  head: pageHead,
  component: function OfficesPage() {
    const { lang } = Route.useParams()
    const [shown, setShown] = useState<Office>(HEAD_OFFICE)
    const mapRef = useRef<HTMLDivElement>(null)
    const show = (office: Office) => {
      setShown(office)
      // The visitor asked for the map: take them (and the keyboard focus) there.
      mapRef.current?.focus()
    }
    return (
      <>
        <section className="bg-slate-50 dark:bg-slate-900">
          <div className="mx-auto max-w-7xl px-4 py-16 sm:px-6 lg:py-20">
            <Breadcrumb lang={lang} />
            <h1 className="mt-8 max-w-3xl text-4xl font-extrabold tracking-tight text-balance sm:text-5xl">
              <Trans>Visit us in Eskişehir, Istanbul, Berlin or London</Trans>
            </h1>
            <p className="mt-4 max-w-3xl text-lg text-slate-600 dark:text-slate-300">
              <Trans>Our head office is in Eskişehir; our teams in Istanbul, Berlin and London work with customers in their regions. Call the office nearest to you, or come by: we are glad to show you around.</Trans>
            </p>
          </div>
        </section>
        <section aria-labelledby="contact-v2-offices" className="mx-auto max-w-7xl px-4 pt-16 sm:px-6">
          <h2 id="contact-v2-offices" className="sr-only">
            <Trans>Our offices</Trans>
          </h2>
          <OfficeCards offices={OFFICES} shown={shown.id} onShow={show} />
        </section>
        <div ref={mapRef} tabIndex={-1} className="scroll-mt-20 outline-none">
          <OfficeMap office={shown} />
        </div>
        <DirectChannels lang={lang} />
      </>
    )
  },
})

/** The ways to reach us without a visit: email, phone, hours and the form. */
function DirectChannels({ lang }: { lang: Lang }) {
  const { i18n } = useLingui()
  const { phone, email, weekDays, weekEnds } = COMPANY_CONTACT
  const card = 'rounded-2xl border border-slate-200 p-6 dark:border-slate-800'
  return (
    <section aria-labelledby="contact-v2-channels" className="mx-auto max-w-7xl px-4 pb-16 sm:px-6 lg:pb-24">
      <h2 id="contact-v2-channels" className="text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl dark:text-white">
        <Trans>Or reach us directly</Trans>
      </h2>
      <ul className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
        <li className={card}>
          <h3 className="font-bold">
            <Trans>Email</Trans>
          </h3>
          <p className="mt-2 text-slate-600 dark:text-slate-300">
            <Trans>For projects, quotes and questions. We answer within one working day.</Trans>
          </p>
          <p className="mt-3">
            <a href={`mailto:${email}`} className={link}>
              {email}
            </a>
          </p>
        </li>
        <li className={card}>
          <h3 className="font-bold">
            <Trans>Phone</Trans>
          </h3>
          <p className="mt-2 text-slate-600 dark:text-slate-300">
            <Trans>Our head office connects you to the right team.</Trans>
          </p>
          <p className="mt-3">
            <a href={telHref(phone)} className={link}>
              {phone.display}
            </a>
          </p>
        </li>
        <li className={card}>
          <h3 className="font-bold">
            <Trans>Opening hours</Trans>
          </h3>
          <p className="mt-2">{i18n._(weekDays)}</p>
          <p className="mt-1 text-slate-600 dark:text-slate-300">{i18n._(weekEnds)}</p>
        </li>
        <li className={card}>
          <h3 className="font-bold">
            <Trans>Prefer a form?</Trans>
          </h3>
          <p className="mt-2 text-slate-600 dark:text-slate-300">
            <Trans>Describe your project in a few lines and we will get back to you.</Trans>
          </p>
          <p className="mt-3">
            <PageLink lang={lang} page="contact/v1" className={link}>
              <Trans>Go to the contact form</Trans>
            </PageLink>
          </p>
        </li>
      </ul>
    </section>
  )
}
