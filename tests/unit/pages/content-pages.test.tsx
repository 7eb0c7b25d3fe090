import { screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { LANGUAGES } from '~/lib/languages'
import { Route as JobPage } from '~/routes/$lang/career/$slug'
import { Route as HelpArticle } from '~/routes/$lang/help/$slug'
import { say } from '../../e2e/catalogs'
import { renderRoute } from '../../render'

/**
 * What a job's page and a help article's page show, in every language: its title, its body's
 * sections (prerendered with the page), its facts, its way to apply or its neighbours, and the
 * breadcrumb back to the list. The items' own words are content (locales/<lang>/content/jobs,
 * help-articles), written here in each language; the catalogs' words are the English sources as
 * each language translates them. The head with its JobPosting is checked on the built page
 * (tests/build/production-build.test.ts); the old `?job=` and `?article=` addresses end to end
 * (tests/e2e/careerhelp.spec.ts).
 */

const JOB = {
  tr: { title: 'Backend geliştirici (.NET)', section: 'Neler yapacaksınız', closes: '31 Ocak 2027' },
  en: { title: 'Backend developer (.NET)', section: 'What you will do', closes: 'January 31, 2027' },
  de: { title: 'Backend-Entwickler (m/w/d) für .NET', section: 'Ihre Aufgaben', closes: '31. Januar 2027' },
} as const

const ARTICLE = {
  tr: { title: 'Siparişinizin ödemesi', section: 'Kart bilgilerinizi girin', previous: 'Demo mağazada sipariş vermek', next: 'İade ve iptal' },
  en: { title: 'Paying for your order', section: 'Enter your card details', previous: 'Placing an order in the demo shop', next: 'Returns and cancellations' },
  de: { title: 'Ihre Bestellung bezahlen', section: 'Kartendaten eingeben', previous: 'Im Demo-Shop bestellen', next: 'Rücksendungen und Stornierungen' },
} as const

describe.each(LANGUAGES)('job and help article pages (%s)', (lang) => {
  it(`${lang}: a job's page shows the job, its sections, its last day to apply and the way to apply by email`, async () => {
    await renderRoute(JobPage, `/${lang}/career/backend-developer`)
    const job = screen.getByRole('article', { name: JOB[lang].title })
    expect(within(job).getByRole('heading', { level: 2, name: JOB[lang].section })).toBeInTheDocument()
    expect(within(job).getByText(say(lang, 'Apply by')).nextElementSibling).toHaveTextContent(JOB[lang].closes)
    expect(within(job).getByRole('link', { name: say(lang, 'Apply by email') })).toHaveAttribute('href', expect.stringMatching(/^mailto:kariyer@stormyazilim\.com\.tr\?subject=/))
    const breadcrumb = within(job).getByRole('navigation', { name: say(lang, 'Breadcrumb') })
    expect(within(breadcrumb).getByRole('link', { name: say(lang, 'Careers') })).toHaveAttribute('href', `/${lang}/career`)
  })

  it(`${lang}: a job without a last day to apply names none`, async () => {
    await renderRoute(JobPage, `/${lang}/career/frontend-developer`)
    expect(screen.queryByText(say(lang, 'Apply by'))).toBeNull()
  })

  it(`${lang}: a help article's page shows the article, its steps and its neighbours in its topic, each at its own address`, async () => {
    await renderRoute(HelpArticle, `/${lang}/help/paying-for-your-order`)
    const article = screen.getByRole('article', { name: ARTICLE[lang].title })
    expect(within(article).getByRole('heading', { level: 2, name: ARTICLE[lang].section })).toBeInTheDocument()
    expect(within(article).getAllByRole('listitem').length).toBeGreaterThan(0)
    expect(within(article).getByRole('link', { name: new RegExp(ARTICLE[lang].previous) })).toHaveAttribute('href', `/${lang}/help/placing-an-order`)
    expect(within(article).getByRole('link', { name: new RegExp(ARTICLE[lang].next) })).toHaveAttribute('href', `/${lang}/help/returns-and-cancellations`)
    const breadcrumb = within(article).getByRole('navigation', { name: say(lang, 'Breadcrumb') })
    expect(within(breadcrumb).getByRole('link', { name: say(lang, 'Help center') })).toHaveAttribute('href', `/${lang}/help/center`)
  })
})
