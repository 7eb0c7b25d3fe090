import { Trans, useLingui } from '@lingui/react/macro'
import { createFileRoute } from '@tanstack/react-router'
import { useSetAtom } from 'jotai'
import { VISITOR_ID_STORAGE_KEY } from '~/features/analytics/constants'
import { SESSION_COOKIE } from '~/features/auth/session-token'
import { consentSettingsOpenAtom } from '~/features/consent/atoms'
import { CONSENT_STORAGE_KEY } from '~/features/consent/consent'
import { CART_STORAGE_KEY, WISHLIST_STORAGE_KEY } from '~/features/shop/storage-keys'
import { THEME_STORAGE_KEY } from '~/features/theme/theme'
import { Button } from '~/components/button'
import { env } from '~/lib/env'
import { LANGUAGE_STORAGE_KEY } from '~/lib/languages'
import { pageHead } from '~/features/seo/head'
import { thirdParties } from '~/site/third-parties'
import { LabelList } from '~/components/label-list'
import { PageLink } from '~/components/page-link'
import { formatOfficeAddress } from '~/features/contact/offices'
import { DATA_PROTECTION_AUTHORITIES, LEGAL_ENTITY } from '~/features/contact/legal-entity'

export const Route = createFileRoute('/$lang/privacy')({
  head: pageHead,
  component: PrivacyPage,
})

const subHeading = 'mt-8 text-xl font-semibold text-slate-900 dark:text-white'
const linkClass = 'font-medium text-indigo-700 underline underline-offset-4 dark:text-indigo-300'

/** One processing the site does: what, why, on which legal basis under GDPR and KVKK, for how long. */
function Processing({ title, rows }: { title: string; rows: readonly { label: string; value: string }[] }) {
  return (
    <section>
      <h3 className={subHeading}>{title}</h3>
      <LabelList rows={rows} className="mt-3 text-slate-600 dark:text-slate-300" />
    </section>
  )
}

const parties = thirdParties(env)

const cellClass = 'border-t border-slate-200 px-3 py-3 align-top dark:border-slate-700'
const sectionHeading = 'mt-12 text-2xl font-bold tracking-tight text-slate-900 dark:text-white'

function PrivacyPage() {
  const { lang } = Route.useParams()
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

  const company = LEGAL_ENTITY
  const branch = company.germanBranch
  const phone = company.phone.display
  const privacyEmail = company.privacyEmail
  const branchName = branch.name
  const branchAddress = formatOfficeAddress(branch.office, i18n)
  const label = {
    data: t({ message: 'Data', comment: 'Privacy page: label of what data a processing uses.' }),
    purpose: t({ message: 'Purpose', comment: 'Privacy page: label of why data is processed.' }),
    gdpr: t({ message: 'Legal basis (GDPR)', comment: 'Privacy page: label.' }),
    kvkk: t({ message: 'Legal basis (KVKK)', comment: 'Privacy page: label; KVKK is Turkish data protection law No. 6698.' }),
    retention: t({ message: 'Retention', comment: 'Privacy page: label of how long data is kept.' }),
  }
  const basis = {
    consent: t`Your consent, Art. 6 (1) (a) GDPR; for storing and reading data on your device also § 25 (1) TDDDG`,
    contract: t`Steps before a contract or its performance, Art. 6 (1) (b) GDPR`,
    obligation: t`A legal obligation, Art. 6 (1) (c) GDPR`,
    interest: t`Our legitimate interest, Art. 6 (1) (f) GDPR`,
    explicitConsent: t`Your explicit consent, KVKK Art. 5 (1)`,
    kvkkContract: t`Necessary for a contract, KVKK Art. 5 (2) (c)`,
    kvkkObligation: t`A legal obligation, KVKK Art. 5 (2) (ç)`,
    kvkkInterest: t`Our legitimate interest, KVKK Art. 5 (2) (f)`,
  }
  const processings = [
    {
      title: t`Contact and demo requests`,
      data: t`Your name, email address, company, phone number if you give it, and your message.`,
      purpose: t`To answer your request and, if you ask for it, to prepare a demo or an offer.`,
      gdpr: `${basis.contract}; ${basis.interest}`,
      kvkk: `${basis.kvkkContract}; ${basis.kvkkInterest}`,
      retention: t`Six months after your request is settled, unless a contract follows.`,
    },
    {
      title: t`Newsletter`,
      data: t`Your email address, when you subscribed and when you confirmed it.`,
      purpose: t`To send you the newsletter and to prove that you asked for it.`,
      gdpr: basis.consent,
      kvkk: `${basis.explicitConsent}; ${t`commercial electronic messages only with your approval (Law No. 6563)`}`,
      retention: t`Until you unsubscribe; the proof of your consent for three years after that.`,
    },
    {
      title: t`Shop orders and your account`,
      data: t`Your name, email address, password (stored only as a hash), addresses, orders and wishlist.`,
      purpose: t`To run your account and to process your orders. The shop on this website is a demonstration: no order is charged or shipped.`,
      gdpr: `${basis.contract}; ${basis.obligation}`,
      kvkk: `${basis.kvkkContract}; ${basis.kvkkObligation}`,
      retention: t`Account data until you delete the account; order records as long as commercial and tax law requires, up to ten years (Turkish Commercial Code Art. 82, German Commercial Code § 257, Fiscal Code § 147).`,
    },
    {
      title: t`Statistics, only with your consent`,
      data: t`The page address without its query, the language, the page you came from and a random visitor ID.`,
      purpose: t`To count visits and find out which pages help visitors.`,
      gdpr: basis.consent,
      kvkk: basis.explicitConsent,
      retention: t`The visitor ID until you withdraw your consent; page views for 14 months.`,
    },
    {
      title: t`External media, only with your consent`,
      data: t`Your IP address and what your browser sends with every request, received by the provider of the news feed, the map or the video.`,
      purpose: t`To show news, maps and videos from other servers.`,
      gdpr: basis.consent,
      kvkk: basis.explicitConsent,
      retention: t`We store nothing; each provider's own privacy notice applies.`,
    },
    {
      title: t`Server logs of our host`,
      data: t`Your IP address, the time, the address asked for, the answer's status and size, the page you came from and your browser.`,
      purpose: t`To deliver the pages and to detect and stop attacks on the website.`,
      gdpr: basis.interest,
      kvkk: basis.kvkkInterest,
      retention: t`Seven days; a log needed to investigate an attack until the investigation ends.`,
    },
  ]
  const rights = [
    t`Access to your data (Art. 15 GDPR)`,
    t`Rectification of inaccurate data (Art. 16 GDPR)`,
    t`Erasure (Art. 17 GDPR)`,
    t`Restriction of processing (Art. 18 GDPR)`,
    t`Data portability (Art. 20 GDPR)`,
    t`Objection to processing based on legitimate interest (Art. 21 GDPR)`,
    t`Withdrawal of your consent at any time, with effect for the future (Art. 7 (3) GDPR)`,
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
      <p className="mt-4 text-slate-600 dark:text-slate-300">
        <Trans>
          It is our information under Art. 13 of the General Data Protection Regulation (GDPR) and our information notice
          (aydınlatma metni) under Art. 10 of the Turkish Personal Data Protection Law No. 6698 (KVKK).
        </Trans>
      </p>

      <h2 className={sectionHeading}>
        <Trans>Who is responsible for your data</Trans>
      </h2>
      <p className="mt-2 text-slate-600 dark:text-slate-300">
        <Trans>The controller under the GDPR and the data controller (veri sorumlusu) under the KVKK is:</Trans>
      </p>
      <address className="mt-4 text-slate-600 not-italic dark:text-slate-300">
        <span className="block font-semibold text-slate-900 dark:text-white">{company.name}</span>
        <span className="block">{formatOfficeAddress(company.headOffice, i18n)}</span>
        <span className="block">
          <Trans comment="Privacy page: the controller's phone number.">Phone: {phone}</Trans>
        </span>
        <span className="block">
          <Trans comment="Privacy page: the controller's email address for data protection requests.">
            Email for data protection:{' '}
            <a className={linkClass} href={`mailto:${privacyEmail}`}>
              {privacyEmail}
            </a>
          </Trans>
        </span>
      </address>
      <p className="mt-4 text-slate-600 dark:text-slate-300">
        <Trans comment="Privacy page: the German branch office's name and address, then a link to the legal notice.">
          In Germany: {branchName}, {branchAddress}. The company's full details are in the{' '}
          <PageLink lang={lang} page="legal-notice" className={linkClass}>
            legal notice
          </PageLink>
          .
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
        <Trans>What we process, why, and on what legal basis</Trans>
      </h2>
      {processings.map((processing) => (
        <Processing
          key={processing.title}
          title={processing.title}
          rows={[
            { label: label.data, value: processing.data },
            { label: label.purpose, value: processing.purpose },
            { label: label.gdpr, value: processing.gdpr },
            { label: label.kvkk, value: processing.kvkk },
            { label: label.retention, value: processing.retention },
          ]}
        />
      ))}
      <p className="mt-6 text-slate-600 dark:text-slate-300">
        <Trans>
          You are not obliged to give us your data. Without the data a form asks for, we cannot answer the request or
          process the order. We make no decisions based solely on automated processing, profiling included, that have
          legal or similarly significant effects on you (Art. 22 GDPR).
        </Trans>
      </p>

      <h2 className={sectionHeading}>
        <Trans>Who receives your data</Trans>
      </h2>
      <p className="mt-2 text-slate-600 dark:text-slate-300">
        <Trans>
          Processors bound by contract under Art. 28 GDPR and KVKK Art. 12: the host that serves this website, our email
          provider and, only with your consent, the statistics provider. The providers of external media receive your
          data as controllers of their own once you allow them. Tax advisers, auditors, courts and authorities receive
          data where the law requires it. We do not sell personal data.
        </Trans>
      </p>
      <p className="mt-4 text-slate-600 dark:text-slate-300">
        <Trans>
          Our offices in Türkiye, Germany and the United Kingdom work together. Transfers from the European Union and the
          United Kingdom to Türkiye rely on the European Commission's standard contractual clauses (Art. 46 (2) (c) GDPR)
          with the UK addendum; transfers from Türkiye abroad on the standard contracts notified to the Personal Data
          Protection Authority (KVKK Art. 9).
        </Trans>
      </p>

      <h2 className={sectionHeading}>
        <Trans>Your rights</Trans>
      </h2>
      <ul className="mt-2 list-disc space-y-2 pl-6 text-slate-600 dark:text-slate-300">
        {rights.map((right) => (
          <li key={right}>{right}</li>
        ))}
      </ul>
      <p className="mt-4 text-slate-600 dark:text-slate-300">
        <Trans>
          Under KVKK Art. 11 you may also learn whether and for what purpose your data is processed, learn to whom in
          Türkiye or abroad it is transferred, have it corrected, erased or destroyed and have those who received it told
          so, object to a result against you that arises solely from automated analysis, and claim compensation for damage
          caused by unlawful processing.
        </Trans>
      </p>
      <p className="mt-4 text-slate-600 dark:text-slate-300">
        <Trans>
          Write to{' '}
          <a className={linkClass} href={`mailto:${privacyEmail}`}>
            {privacyEmail}
          </a>{' '}
          or to our head office. We answer free of charge within one month (Art. 12 GDPR), requests under the KVKK within
          30 days (KVKK Art. 13).
        </Trans>
      </p>

      <h2 className={sectionHeading}>
        <Trans>Supervisory authorities</Trans>
      </h2>
      <p className="mt-2 text-slate-600 dark:text-slate-300">
        <Trans>
          You may complain to a supervisory authority. Under the KVKK, a complaint to the Board requires that you have
          applied to us first (KVKK Art. 14).
        </Trans>
      </p>
      <ul className="mt-4 space-y-4 text-slate-600 dark:text-slate-300">
        {DATA_PROTECTION_AUTHORITIES.map((authority) => (
          <li key={authority.url}>
            <span className="block font-semibold text-slate-900 dark:text-white">{i18n._(authority.name)}</span>
            <span className="block">{i18n._(authority.scope)}</span>
            <span className="block">{authority.address}</span>
            <a className={linkClass} href={authority.url} rel="noopener noreferrer">
              {authority.url.replace('https://', '')}
            </a>
          </li>
        ))}
      </ul>

      <h2 className={sectionHeading}>
        <Trans>Change your choice</Trans>
      </h2>
      <p className="mt-2 text-slate-600 dark:text-slate-300">
        <Trans>You can allow or withdraw each purpose at any time; a withdrawal takes effect at once.</Trans>
      </p>
      <Button onClick={() => openSettings(true)} className="mt-6">
        <Trans>Privacy settings</Trans>
      </Button>
    </article>
  )
}
