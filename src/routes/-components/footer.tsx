import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { Trans, useLingui } from '@lingui/react/macro'
import { useSetAtom } from 'jotai'
import { useId } from 'react'
import { Logo } from '~/components/logo'
import { AppBadges } from '~/components/sections/app-badges'
import { PageLink } from '~/components/page-link'
import { SocialLinks } from '~/components/social-links'
import { consentSettingsOpenAtom } from '~/features/consent/atoms'
import { COMPANY_CONTACT, formatOfficeAddress, telHref } from '~/features/contact/offices'
import { LanguageSwitcher } from '~/components/language-switcher'
import type { Lang } from '~/lib/languages'
import { pageTexts, servicePage, type PagePath, type SitePage } from '~/site/pages'
import { PRODUCT_NAMES, PRODUCT_PAGES, PRODUCT_SLUGS } from '~/site/product-line'
import { useCurrentYear } from '~/lib/use-current-year'

const link = 'rounded text-slate-300 hover:text-white hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-300'

/** A footer link: a page of the registry under its title, or under a label of the footer's own. */
export type FooterLink = { page: PagePath & SitePage } | { page: SitePage; label: MessageDescriptor | string }

export interface FooterColumn {
  key: string
  title: MessageDescriptor
  links: readonly FooterLink[]
}

/** The services the footer lists, each under its page's title (tests check it against the services' Markdown). */
const FOOTER_SERVICES: readonly { slug: string; label: MessageDescriptor }[] = [
  { slug: 'web', label: msg({ message: 'Web applications', comment: "Footer link to the service page 'Web applications'; the same words as that page's title." }) },
  { slug: 'mobile', label: msg({ message: 'Mobile applications', comment: "Footer link to the service page 'Mobile applications'; the same words as that page's title." }) },
  { slug: 'integration', label: msg({ message: 'Integration', comment: "Footer link to the service page 'Integration'; the same words as that page's title." }) },
  { slug: 'data', label: msg({ message: 'Data and reporting', comment: "Footer link to the service page 'Data and reporting'; the same words as that page's title." }) },
  { slug: 'iot', label: msg({ message: 'IoT', comment: "Footer link to the service page 'IoT'; the same words as that page's title." }) },
]

/**
 * The footer's link columns: Storm's products, services, customers, resources, company and legal
 * pages. Links are named by their page's title in the registry, except the products (their brand
 * names), the services (the registry has one title for all of them) and "About us".
 */
export function footerColumns(): readonly FooterColumn[] {
  return [
    {
      key: 'products',
      title: msg({ message: 'Products', comment: "Heading of the footer's column of Storm's software products." }),
      links: [...PRODUCT_SLUGS.map((slug) => ({ page: PRODUCT_PAGES[slug], label: PRODUCT_NAMES[slug] })), { page: 'saas/v5' }],
    },
    {
      key: 'services',
      title: msg({ message: 'Services', comment: "Heading of the footer's column of the services Storm offers." }),
      links: [{ page: 'services/v1' }, ...FOOTER_SERVICES.map(({ slug, label }) => ({ page: servicePage(slug), label }))],
    },
    {
      key: 'customers',
      title: msg({ message: 'Customers', comment: "Heading of the footer's column of customer stories and case studies." }),
      links: [{ page: 'customer/stories' }, { page: 'portfolio/masonry' }, { page: 'portfolio/showcase' }],
    },
    {
      key: 'resources',
      title: msg({ message: 'Resources', comment: "Heading of the footer's column of the blog, help center, FAQ and pricing." }),
      links: [{ page: 'blog/grid' }, { page: 'help/center' }, { page: 'faq' }, { page: 'pricing' }],
    },
    {
      key: 'company',
      title: msg({ message: 'Company', comment: "Heading of the footer's column about Storm: who we are, the team, jobs, contact." }),
      // Our story: the about page with the company's history and figures.
      links: [{ page: 'about/v2', label: msg({ message: 'About us', comment: 'Footer link to the page about the company.' }) }, { page: 'about/v3' }, { page: 'team' }, { page: 'career' }, { page: 'contact' }],
    },
    {
      key: 'legal',
      title: msg({ message: 'Legal', comment: "Heading of the footer's column of the legal notice, privacy and terms pages." }),
      links: [{ page: 'legal-notice' }, { page: 'privacy' }, { page: 'terms-conditions' }],
    },
  ]
}

function LinkList({ lang, column }: { lang: Lang; column: FooterColumn }) {
  const { i18n } = useLingui()
  const headingId = useId()
  return (
    <div className="min-w-0">
      <h2 id={headingId} className="text-sm font-semibold tracking-wide text-white caps">
        {i18n._(column.title)}
      </h2>
      <ul aria-labelledby={headingId} className="mt-4 space-y-3 text-sm wrap-break-word hyphens-auto">
        {column.links.map((item) => (
          <li key={item.page}>
            <PageLink lang={lang} page={item.page} className={link}>
              {'label' in item ? (typeof item.label === 'string' ? item.label : i18n._(item.label)) : i18n._(pageTexts(item.page).title)}
            </PageLink>
          </li>
        ))}
      </ul>
    </div>
  )
}

/**
 * The dark footer of SPEC.md §1: contact block, account links, social links, six columns of links
 * (products, services, customers, resources, company, legal), app badges, language, copyright.
 */
export function Footer({ lang }: { lang: Lang }) {
  const { t, i18n } = useLingui()
  const contact = COMPANY_CONTACT
  const weekDays = i18n._(contact.weekDays)
  const weekEnds = i18n._(contact.weekEnds)
  const year = useCurrentYear()
  const newTab = t`(opens in a new tab)`
  const openPrivacySettings = useSetAtom(consentSettingsOpenAtom)
  const columns = footerColumns()

  return (
    <footer data-theme="dark" className="bg-slate-950 text-slate-300">
      <div className="mx-auto max-w-7xl px-4 py-14 sm:px-6 lg:px-8">
        <div className="grid gap-10 md:grid-cols-2 lg:grid-cols-3">
          <div>
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
          </div>
          <div className="space-y-1 text-sm lg:pt-14">
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
            <ul aria-label={t({ message: 'Your account', comment: "Accessible name of the footer's sign-in and sign-up links." })} className="flex flex-wrap gap-x-6 gap-y-2 pt-4 text-base">
              <li>
                <PageLink lang={lang} page="auth/sign-in" className={`inline-flex min-h-6 items-center ${link}`}>
                  {i18n._(pageTexts('auth/sign-in').title)}
                </PageLink>
              </li>
              <li>
                <PageLink lang={lang} page="auth/sign-up" className={`inline-flex min-h-6 items-center ${link}`}>
                  {i18n._(pageTexts('auth/sign-up').title)}
                </PageLink>
              </li>
            </ul>
          </div>
          <div className="lg:pt-14">
            <p className="text-sm font-semibold text-white">
              <Trans>Follow us</Trans>
            </p>
            <SocialLinks label={t`Follow us`} newTabHint={newTab} className="mt-3 text-slate-200" />
          </div>
        </div>
        <div className="mt-12 grid grid-cols-2 gap-x-6 gap-y-10 border-t border-slate-800 pt-10 sm:grid-cols-3 xl:grid-cols-6">
          {columns.map((column) => (
            <LinkList key={column.key} lang={lang} column={column} />
          ))}
        </div>
      </div>
      <div className="border-t border-slate-800">
        <div className="mx-auto flex max-w-7xl flex-col gap-6 px-4 py-8 sm:px-6 lg:flex-row lg:items-center lg:justify-between lg:px-8">
          <div>
            <p id="footer-app" className="mb-3 text-sm font-semibold text-white">
              {t`Storm Field, our app for field service teams`}
            </p>
            <AppBadges newTab={newTab} labelledBy="footer-app" />
          </div>
          <LanguageSwitcher />
        </div>
        <div className="mx-auto flex max-w-7xl flex-wrap items-center gap-x-6 gap-y-3 px-4 pb-8 text-sm text-slate-400 sm:px-6 lg:px-8">
          <p>
            <span suppressHydrationWarning>
              <Trans>© {year} Storm Yazılım. All rights reserved.</Trans>
            </span>
          </p>
          <button type="button" onClick={() => openPrivacySettings(true)} className={`inline-flex min-h-6 items-center ${link}`}>
            <Trans>Privacy settings</Trans>
          </button>
        </div>
      </div>
    </footer>
  )
}
