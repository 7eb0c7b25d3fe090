import { screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { LANGUAGES } from '~/lib/languages'
import { Route as JobPage } from '~/routes/$lang/career/single'
import { Route as HelpArticle } from '~/routes/$lang/help/detail'
import { say } from '../../e2e/catalogs'
import { renderRoute } from '../../render'

/**
 * What the job page and the help article page show for the item their address names, in every
 * language: its title, its sections and its way to apply. The items' own words are content
 * (locales/<lang>/content/jobs, help-articles), written here in each language; the catalogs' words
 * are the English sources as each language translates them. Reaching them from the career page and
 * the help center is end to end (tests/e2e/content-pages.spec.ts).
 */

const JOB = {
  tr: { title: 'Backend geliştirici (.NET)', section: 'Neler yapacaksınız' },
  en: { title: 'Backend developer (.NET)', section: 'What you will do' },
  de: { title: 'Backend-Entwickler (m/w/d) für .NET', section: 'Ihre Aufgaben' },
} as const

const ARTICLE = {
  tr: { title: 'Siparişinizin ödemesi', section: 'Kart bilgilerinizi girin' },
  en: { title: 'Paying for your order', section: 'Enter your card details' },
  de: { title: 'Ihre Bestellung bezahlen', section: 'Kartendaten eingeben' },
} as const

describe.each(LANGUAGES)('job and help article pages (%s)', (lang) => {
  it(`${lang}: ?job= shows that job, with its sections and the way to apply by email`, async () => {
    await renderRoute(JobPage, `/${lang}/career/single?job=backend-developer`)
    const job = await screen.findByRole('article', { name: JOB[lang].title })
    expect(await within(job).findByRole('heading', { level: 2, name: JOB[lang].section })).toBeInTheDocument()
    expect(within(job).getByRole('link', { name: say(lang, 'Apply by email') })).toHaveAttribute('href', expect.stringMatching(/^mailto:kariyer@stormyazilim\.com\.tr\?subject=/))
  })

  it(`${lang}: ?article= shows that help article, with its sections and steps`, async () => {
    await renderRoute(HelpArticle, `/${lang}/help/detail?article=paying-for-your-order`)
    const article = await screen.findByRole('article', { name: ARTICLE[lang].title })
    expect(await within(article).findByRole('heading', { level: 2, name: ARTICLE[lang].section })).toBeInTheDocument()
    expect(within(article).getAllByRole('listitem').length).toBeGreaterThan(0)
  })
})
