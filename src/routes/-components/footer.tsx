import { Trans, useLingui } from '@lingui/react/macro'
import { useSetAtom } from 'jotai'
import { Logo } from '~/components/logo'
import { PageLink } from '~/components/page-link'
import { SocialLinks } from '~/components/social-links'
import { consentSettingsOpenAtom } from '~/features/consent/atoms'
import { COMPANY_CONTACT, formatOfficeAddress, telHref } from '~/features/contact/offices'
import { LanguageSwitcher } from '~/components/language-switcher'
import type { Lang } from '~/lib/languages'
import type { SitePage } from '~/site/pages'
import { useCurrentYear } from '~/lib/use-current-year'

const link = 'rounded text-slate-300 hover:text-white hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-300'

function LinkList({ lang, title, links }: { lang: Lang; title: string; links: readonly { page: SitePage; label: string }[] }) {
  return (
    <div>
      <h2 className="text-sm font-semibold tracking-wide text-white uppercase">{title}</h2>
      <ul className="mt-4 space-y-3">
        {links.map((item) => (
          <li key={item.page}>
            <PageLink lang={lang} page={item.page} className={link}>
              {item.label}
            </PageLink>
          </li>
        ))}
      </ul>
    </div>
  )
}

function StoreBadge({ href, kicker, store }: { href: string; kicker: string; store: string }) {
  return (
    <a
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      className="inline-flex min-h-12 items-center gap-3 rounded-xl border border-slate-600 bg-black px-4 py-2 text-left text-white hover:border-slate-400 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-300"
    >
      <svg width="22" height="22" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" aria-hidden="true">
        <rect x="6" y="2" width="12" height="20" rx="2" />
        <path d="M11 18h2" />
      </svg>
      <span className="flex flex-col leading-tight">
        <span className="text-xs text-slate-300">{kicker}</span>
        <span className="text-base font-semibold">{store}</span>
      </span>
    </a>
  )
}

/** The dark footer of SPEC.md §1: contact block, app badges, social links, link lists, language. */
export function Footer({ lang }: { lang: Lang }) {
  const { t, i18n } = useLingui()
  const contact = COMPANY_CONTACT
  const year = useCurrentYear()
  const newTab = t`(opens in a new tab)`
  const openPrivacySettings = useSetAtom(consentSettingsOpenAtom)

  return (
    <footer data-theme="dark" className="bg-slate-950 text-slate-300">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-14 sm:px-6 md:grid-cols-2 lg:grid-cols-5">
        <div className="lg:col-span-2">
          <PageLink lang={lang} page="" className="inline-block rounded-lg focus-visible:outline-2 focus-visible:outline-offset-4 focus-visible:outline-indigo-300">
            <Logo label={t`Storm, home page`} onDark />
          </PageLink>
          <address className="mt-6 space-y-2 not-italic">
            <p>{formatOfficeAddress(contact.office, i18n)}</p>
            <p>
              <a href={telHref(contact.phone)} className={link}>
                {contact.phone.display}
              </a>
            </p>
            <p>
              <a href={`mailto:${contact.email}`} className={link}>
                {contact.email}
              </a>
            </p>
          </address>
          <dl className="mt-4 space-y-1 text-sm">
            <div>
              <dt className="inline font-semibold text-white">{t`Weekdays:`} </dt>
              <dd className="inline">{i18n._(contact.weekDays)}</dd>
            </div>
            <div>
              <dt className="inline font-semibold text-white">{t`Weekends:`} </dt>
              <dd className="inline">{i18n._(contact.weekEnds)}</dd>
            </div>
          </dl>
          <SocialLinks label={t`Follow us`} newTabHint={newTab} className="mt-6 text-slate-200" />
        </div>
        <LinkList
          lang={lang}
          title={t`Company`}
          links={[
            { page: 'about/v1', label: t`About us` },
            { page: 'career', label: t`Careers` },
            { page: 'contact', label: t`Contact` },
            { page: 'terms-conditions', label: t`Terms and conditions` },
          ]}
        />
        <LinkList
          lang={lang}
          title={t`Resources`}
          links={[
            { page: 'help/center', label: t`Documentation` },
            { page: 'faq', label: t`FAQ` },
            { page: 'blog/grid', label: t`Blog` },
          ]}
        />
        <LinkList
          lang={lang}
          title={t`Account`}
          links={[
            { page: 'auth/sign-in', label: t`Sign in` },
            { page: 'auth/sign-up', label: t`Sign up` },
          ]}
        />
      </div>
      <div className="border-t border-slate-800">
        <div className="mx-auto flex max-w-7xl flex-col gap-6 px-4 py-8 sm:px-6 lg:flex-row lg:items-center lg:justify-between">
          <div className="flex flex-wrap gap-3">
            <StoreBadge href="https://apps.apple.com/search?term=Storm%20Yazilim" kicker={t`Download on the`} store="App Store" />
            <StoreBadge href="https://play.google.com/store/search?q=Storm%20Yazilim" kicker={t`Get it on`} store="Google Play" />
          </div>
          <LanguageSwitcher />
        </div>
        <div className="mx-auto flex max-w-7xl flex-wrap items-center gap-x-6 gap-y-3 px-4 pb-8 text-sm text-slate-400 sm:px-6">
          <p>
            <span suppressHydrationWarning>
              <Trans>© {year} Storm Yazılım. All rights reserved.</Trans>
            </span>
          </p>
          <PageLink lang={lang} page="privacy" className={`inline-flex min-h-6 items-center ${link}`}>
            <Trans>Privacy</Trans>
          </PageLink>
          <button type="button" onClick={() => openPrivacySettings(true)} className={`inline-flex min-h-6 items-center ${link}`}>
            <Trans>Privacy settings</Trans>
          </button>
        </div>
      </div>
    </footer>
  )
}
