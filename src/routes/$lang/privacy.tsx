import { Trans, useLingui } from '@lingui/react/macro'
import { createFileRoute } from '@tanstack/react-router'
import { useSetAtom } from 'jotai'
import { VISITOR_ID_STORAGE_KEY } from '~/features/analytics/constants'
import { SESSION_COOKIE } from '~/features/auth/session-token'
import { consentSettingsOpenAtom } from '~/features/consent/atoms'
import { CONSENT_STORAGE_KEY } from '~/features/consent/consent'
import { CART_STORAGE_KEY, WISHLIST_STORAGE_KEY } from '~/features/shop/storage-keys'
import { THEME_STORAGE_KEY } from '~/features/theme/theme'
import { primaryButtonClass } from '~/components/button-styles'
import { env } from '~/lib/env'
import { LANGUAGE_STORAGE_KEY } from '~/lib/languages'
import { pageHead } from '../-components/page-head'
import { thirdParties } from '~/site/third-parties'

export const Route = createFileRoute('/$lang/privacy')({
  head: ({ params }) => pageHead(params.lang, 'privacy'),
  component: PrivacyPage,
})

const parties = thirdParties(env)

const cellClass = 'border-t border-slate-200 px-3 py-3 align-top dark:border-slate-700'
const sectionHeading = 'mt-12 text-2xl font-bold tracking-tight text-slate-900 dark:text-white'

function PrivacyPage() {
  const { t, i18n } = useLingui()
  const openSettings = useSetAtom(consentSettingsOpenAtom)
  const list = (items: readonly string[]) => new Intl.ListFormat(i18n.locale, { type: 'conjunction' }).format(items)
  const videos = list(parties.videos.map((video) => video.name))
  const analytics = parties.analytics?.name
  const proxy = parties.newsProxy.name
  const newsSites = parties.newsSites.name
  const map = parties.map.name

  const stored = [
    { key: LANGUAGE_STORAGE_KEY, kind: t`Local storage`, what: t`The language you chose`, why: t`To open the site in your language next time.` },
    { key: THEME_STORAGE_KEY, kind: t`Local storage`, what: t`Light, dark or automatic theme`, why: t`To show the theme you picked.` },
    { key: CART_STORAGE_KEY, kind: t`Local storage`, what: t`The products in your demo shop cart`, why: t`So that your cart is still there after a reload.` },
    { key: WISHLIST_STORAGE_KEY, kind: t`Local storage`, what: t`The products on your wishlist`, why: t`So that your wishlist is still there after a reload.` },
    {
      key: CONSENT_STORAGE_KEY,
      kind: t`Local storage`,
      what: t`Your privacy choice, its version and when you made it`,
      why: t`So that we ask only once, and again only when what we ask about changes.`,
    },
    {
      key: VISITOR_ID_STORAGE_KEY,
      kind: t`Local storage`,
      what: t`A random visitor ID that says nothing about you`,
      why: t`To count visitors for the statistics. Only stored while you allow statistics; deleted when you withdraw it.`,
    },
    {
      key: SESSION_COOKIE,
      kind: t`Cookie (1 day)`,
      what: t`Your sign-in token`,
      why: t`To keep you signed in. Only set when you sign in; removed when you sign out.`,
    },
  ]

  return (
    <article className="mx-auto max-w-4xl px-4 py-16 sm:px-6 lg:py-24">
      <h1 className="text-4xl font-extrabold tracking-tight sm:text-5xl">
        <Trans>Privacy</Trans>
      </h1>
      <p className="mt-6 text-lg text-slate-600 dark:text-slate-300">
        <Trans>
          This page explains what this website stores in your browser, what it loads from other servers and what your
          consent covers. Nothing is loaded from another server and no page view is counted before you allow it.
        </Trans>
      </p>

      <h2 className={sectionHeading}>
        <Trans>What is stored in your browser</Trans>
      </h2>
      <div className="relative mt-6 overflow-x-auto">
        <table className="w-full text-left text-sm">
          <caption className="sr-only">
            <Trans>Keys stored in your browser</Trans>
          </caption>
          <thead>
            <tr className="text-slate-900 dark:text-white">
              <th scope="col" className="px-3 py-2 font-semibold">
                <Trans>Name</Trans>
              </th>
              <th scope="col" className="px-3 py-2 font-semibold">
                <Trans>Where</Trans>
              </th>
              <th scope="col" className="px-3 py-2 font-semibold">
                <Trans>What it holds</Trans>
              </th>
              <th scope="col" className="px-3 py-2 font-semibold">
                <Trans>Why</Trans>
              </th>
            </tr>
          </thead>
          <tbody className="text-slate-700 dark:text-slate-300">
            {stored.map((row) => (
              <tr key={row.key}>
                <th scope="row" className={`${cellClass} font-mono font-medium text-slate-900 dark:text-white`}>
                  <code>{row.key}</code>
                </th>
                <td className={cellClass}>{row.kind}</td>
                <td className={cellClass}>{row.what}</td>
                <td className={cellClass}>{row.why}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <p className="mt-4 text-slate-600 dark:text-slate-300">
        <Trans>No cookie is used for statistics or advertising. The site's fonts and images come from this server.</Trans>
      </p>

      <h2 className={sectionHeading}>
        <Trans>What your consent covers</Trans>
      </h2>
      <h3 className="mt-6 text-xl font-semibold text-slate-900 dark:text-white">
        <Trans>Statistics</Trans>
      </h3>
      <p className="mt-2 text-slate-600 dark:text-slate-300">
        {analytics === undefined ? (
          <Trans>This website currently collects no statistics.</Trans>
        ) : (
          <Trans>
            For each page you open we send one page view to {analytics}: the page address without its query,
            the language, the page you came from and the random visitor ID. A browser that sends Global Privacy Control
            is never counted.
          </Trans>
        )}
      </p>
      <h3 className="mt-6 text-xl font-semibold text-slate-900 dark:text-white">
        <Trans>External media</Trans>
      </h3>
      <ul className="mt-2 list-disc space-y-2 pl-6 text-slate-600 dark:text-slate-300">
        <li>
          <Trans>
            News: the home page's news feed is fetched through {proxy}; the articles' images come from
            the news sites ({newsSites}).
          </Trans>
        </li>
        <li>
          <Trans>Map: the contact page's map is loaded from {map}.</Trans>
        </li>
        <li>
          <Trans>Videos: embedded videos are loaded from {videos}.</Trans>
        </li>
      </ul>
      <p className="mt-4 text-slate-600 dark:text-slate-300">
        <Trans>
          These servers receive your IP address and what your browser sends with every request. Until you allow external
          media, each of these shows a button that loads it just once.
        </Trans>
      </p>

      <h2 className={sectionHeading}>
        <Trans>Change your choice</Trans>
      </h2>
      <p className="mt-2 text-slate-600 dark:text-slate-300">
        <Trans>You can allow or withdraw each purpose at any time; a withdrawal takes effect at once.</Trans>
      </p>
      <button type="button" onClick={() => openSettings(true)} className={`mt-6 ${primaryButtonClass}`}>
        <Trans>Privacy settings</Trans>
      </button>
    </article>
  )
}
