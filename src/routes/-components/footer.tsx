import { Trans, useLingui } from '@lingui/react/macro'
import { useSetAtom } from 'jotai'
import { Logo } from '~/components/logo'
import { AppBadges } from '~/components/sections/app-badges'
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

/** The dark footer of SPEC.md §1: contact block, app badges, social links, link lists, language. */
export function Footer({ lang }: { lang: Lang }) {
  const { t, i18n } = useLingui()
  const contact = COMPANY_CONTACT
  const weekDays = i18n._(contact.weekDays)
  const weekEnds = i18n._(contact.weekEnds)
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
          <div className="mt-4 space-y-1 text-sm">
            <p>
              <Trans comment="The office hours on weekdays, in the footer.">
                <span className="font-semibold text-white">Weekdays:</span> {weekDays}
              </Trans>
            </p>
            <p>
              <Trans comment="The office hours on weekends, in the footer.">
                <span className="font-semibold text-white">Weekends:</span> {weekEnds}
              </Trans>
            </p>
          </div>
          <SocialLinks label={t`Follow us`} newTabHint={newTab} className="mt-6 text-slate-200" />
        </div>
        <LinkList
          lang={lang}
          title={t`Company`}
          links={[
            { page: 'about/v1', label: t`About us` },
            { page: 'career', label: t`Careers` },
            { page: 'contact', label: t`Contact` },
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
          <div>
            <p id="footer-app" className="mb-3 text-sm font-semibold text-white">
              {t`Storm Field, our app for field service teams`}
            </p>
            <AppBadges newTab={newTab} labelledBy="footer-app" />
          </div>
          <LanguageSwitcher />
        </div>
        <div className="mx-auto flex max-w-7xl flex-wrap items-center gap-x-6 gap-y-3 px-4 pb-8 text-sm text-slate-400 sm:px-6">
          <p>
            <span suppressHydrationWarning>
              <Trans>© {year} Storm Yazılım. All rights reserved.</Trans>
            </span>
          </p>
          <PageLink lang={lang} page="legal-notice" className={`inline-flex min-h-6 items-center ${link}`}>
            <Trans>Legal notice</Trans>
          </PageLink>
          <PageLink lang={lang} page="privacy" className={`inline-flex min-h-6 items-center ${link}`}>
            <Trans>Privacy</Trans>
          </PageLink>
          <PageLink lang={lang} page="terms-conditions" className={`inline-flex min-h-6 items-center ${link}`}>
            <Trans>Terms of use</Trans>
          </PageLink>
          <button type="button" onClick={() => openPrivacySettings(true)} className={`inline-flex min-h-6 items-center ${link}`}>
            <Trans>Privacy settings</Trans>
          </button>
        </div>
      </div>
    </footer>
  )
}
