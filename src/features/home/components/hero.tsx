import { Trans, useLingui } from '@lingui/react/macro'
import { useId, type ReactNode } from 'react'
import { LazyClientLogoCarousel } from '~/components/carousel/lazy-client-logo-carousel'
import type { Lang } from '~/lib/languages'
import { DASHBOARD_SIZE, dashboardImage, MASCOT_SIZE } from '../lib/dashboard-image'
import { Icon } from '~/components/icon'
import { ThemedImage } from '~/components/themed-image'
import { ButtonLink } from '~/components/button'
import { TypedServices } from './typed-services'

/** The top of the home page: the page's h1, the typed services line, subscription and artwork. */
/** `subscribeForm` is the email subscription form, composed in by the route (another feature's). */
export function Hero({ lang, subscribeForm }: { lang: Lang; subscribeForm: ReactNode }) {
  const { t } = useLingui()
  const titleId = useId()
  return (
    <section aria-labelledby={titleId} className="overflow-hidden bg-slate-50 dark:bg-slate-900">
      <div className="mx-auto grid max-w-7xl items-center gap-12 px-4 pt-12 pb-10 sm:px-6 lg:grid-cols-2 lg:px-8 lg:pt-20">
        <div>
          <h1
            id={titleId}
            className="text-4xl font-extrabold tracking-tight text-balance text-slate-900 sm:text-5xl lg:text-6xl dark:text-white"
          >
            <Trans>Software that moves your business forward</Trans>
          </h1>
          <TypedServices />
          <p className="mt-6 max-w-xl text-lg text-pretty text-slate-600 dark:text-slate-300">
            <Trans>
              Storm Software designs, builds and runs custom software for growing companies, from the first sketch to
              round-the-clock operation.
            </Trans>
          </p>
          {/* The page's main action first; on a phone it fills the width, above the subscription. */}
          <div className="mt-8 flex flex-wrap items-center gap-x-5 gap-y-3">
            <ButtonLink lang={lang} page="contact" className="w-full sm:w-auto">
              <Trans comment="The home page hero's main button; opens the contact page.">Start your project</Trans>
              <span aria-hidden="true">→</span>
            </ButtonLink>
            <p className="flex items-center gap-2 text-sm font-medium text-slate-700 dark:text-slate-200">
              <Icon name="check" className="size-5 text-green-600 dark:text-green-400" />
              <Trans>Free first consultation</Trans>
            </p>
          </div>
          <p className="mt-8 font-medium text-slate-900 dark:text-white">
            <Trans>Get our product news and insights by email.</Trans>
          </p>
          <div className="mt-3 max-w-xl">{subscribeForm}</div>
          <ul className="mt-4 grid gap-4 sm:grid-cols-2">
            <li className="flex items-start gap-3">
              <Icon name="shield" className="size-8 text-green-600 dark:text-green-400" />
              <span>
                <span className="block font-semibold text-slate-900 dark:text-white">
                  <Trans>Reliability</Trans>
                </span>
                <span className="block text-sm text-slate-600 dark:text-slate-300">
                  <Trans>Proven processes and tested code, delivered on time.</Trans>
                </span>
              </span>
            </li>
            <li className="flex items-start gap-3">
              <Icon name="headset" className="size-8 text-green-600 dark:text-green-400" />
              <span>
                <span className="block font-semibold text-slate-900 dark:text-white">
                  <Trans>24/7 technical support</Trans>
                </span>
                <span className="block text-sm text-slate-600 dark:text-slate-300">
                  <Trans>Our engineers are there whenever you need them.</Trans>
                </span>
              </span>
            </li>
          </ul>
        </div>
        <div className="relative mx-auto w-full max-w-2xl lg:max-w-none">
          <ThemedImage
            light={dashboardImage(lang)}
            dark={dashboardImage(lang, 'dark')}
            alt={t`Storm Software dashboard with project, delivery and support figures`}
            width={DASHBOARD_SIZE.width}
            height={DASHBOARD_SIZE.height}
            loading="lazy"
            decoding="async"
            className="h-auto w-full rounded-2xl shadow-2xl ring-1 shadow-indigo-900/10 ring-slate-900/10 dark:shadow-black/40 dark:ring-white/10"
          />
          <img
            src="/images/home/mascot.svg"
            alt=""
            width={MASCOT_SIZE.width}
            height={MASCOT_SIZE.height}
            loading="lazy"
            decoding="async"
            className="absolute -bottom-8 -left-4 h-auto w-28 sm:w-36 lg:-left-10 lg:w-44"
          />
        </div>
      </div>
      <div className="mx-auto max-w-7xl px-4 pb-12 sm:px-6 lg:px-8">
        <p className="mb-6 text-center text-sm font-semibold tracking-wide text-slate-600 caps dark:text-slate-300">
          <Trans>Trusted by companies across industries</Trans>
        </p>
        <LazyClientLogoCarousel />
      </div>
    </section>
  )
}
