import { screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { LANGUAGES, LOCALE_TAGS, type Lang } from '~/lib/languages'
import { Route as LegalNotice } from '~/routes/$lang/legal-notice'
import { Route as Privacy } from '~/routes/$lang/privacy'
import { DATA_PROTECTION_AUTHORITIES, LEGAL_ENTITY } from '~/features/contact/legal-entity'
import { say } from '../../e2e/catalogs'
import { renderRoute } from '../../render'

/**
 * The legal notice states every fact of the typed source (src/features/contact/legal-entity.ts) in every language,
 * and the privacy page names the controller from the same source, each legal basis, the data
 * subject's rights and the three supervisory authorities (GDPR Art. 13, KVKK Art. 10).
 */

function bodyText(): string {
  return (document.body.textContent ?? '').replace(/\s+/g, ' ')
}

function expectSaid(lang: Lang, english: string, values?: Record<string, unknown>) {
  expect(bodyText()).toContain(say(lang, english, values).replace(/\s+/g, ' '))
}

describe.each(LANGUAGES)('legal notice (%s)', (lang) => {
  it(`${lang}: shows every field of the company's legal facts`, async () => {
    await renderRoute(LegalNotice, `/${lang}/legal-notice`)
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(say(lang, 'Legal notice'))
    expectSaid(lang, 'Example company: all registration data on this page is fictional.')

    const company = LEGAL_ENTITY
    const text = bodyText()
    for (const fact of [
      company.name,
      company.headOffice.address,
      company.phone.display,
      company.email,
      company.tradeRegister.office,
      company.tradeRegister.number,
      company.mersis,
      company.tax.office,
      company.tax.number,
      company.germanBranch.name,
      company.germanBranch.office.address,
      company.germanBranch.court,
      company.germanBranch.number,
      company.germanBranch.vatId,
      company.germanBranch.representative.name,
      company.contentResponsible.name,
      ...company.board.map((person) => person.name),
    ]) {
      expect(text).toContain(fact)
    }
    const capital = new Intl.NumberFormat(LOCALE_TAGS[lang].intl, { style: 'currency', currency: 'TRY', maximumFractionDigits: 0 }).format(company.shareCapital)
    expectSaid(lang, '{capital}, fully paid in', { capital })
    for (const descriptor of [company.legalForm, company.germanBranch.representative.role, ...company.board.map((person) => person.role)]) {
      expectSaid(lang, descriptor.message ?? '')
    }
    for (const label of ['Legal form', 'Share capital', 'Trade register', 'MERSIS number', 'Tax office and tax number', 'Commercial register', 'VAT identification number', 'Represented by', 'Responsible for content under § 18 (2) MStV', 'Consumer dispute resolution']) {
      expectSaid(lang, label)
    }
    expect(screen.getByRole('link', { name: company.email })).toHaveAttribute('href', `mailto:${company.email}`)
    expect(screen.getAllByRole('link').map((link) => link.getAttribute('href'))).toContain(`/${lang}/privacy`)
  })
})

describe.each(LANGUAGES)('privacy page, GDPR Art. 13 and KVKK (%s)', (lang) => {
  it(`${lang}: names the controller, each legal basis, the rights and the three authorities`, async () => {
    await renderRoute(Privacy, `/${lang}/privacy`)
    const text = bodyText()
    for (const fact of [LEGAL_ENTITY.name, LEGAL_ENTITY.headOffice.address, LEGAL_ENTITY.phone.display, LEGAL_ENTITY.privacyEmail]) expect(text).toContain(fact)
    expectSaid(lang, 'The controller under the GDPR and the data controller (veri sorumlusu) under the KVKK is:')
    for (const basis of [
      'Your consent, Art. 6 (1) (a) GDPR; for storing and reading data on your device also § 25 (1) TDDDG',
      'Steps before a contract or its performance, Art. 6 (1) (b) GDPR',
      'A legal obligation, Art. 6 (1) (c) GDPR',
      'Our legitimate interest, Art. 6 (1) (f) GDPR',
      'Your explicit consent, KVKK Art. 5 (1)',
      'Necessary for a contract, KVKK Art. 5 (2) (c)',
      'A legal obligation, KVKK Art. 5 (2) (ç)',
      'Our legitimate interest, KVKK Art. 5 (2) (f)',
    ]) {
      expectSaid(lang, basis)
    }
    for (const processing of ['Contact and demo requests', 'Newsletter', 'Shop orders and your account', 'Statistics, only with your consent', 'External media, only with your consent', 'Server logs of our host']) {
      expect(screen.getByRole('heading', { level: 3, name: say(lang, processing) })).toBeInTheDocument()
    }
    for (const right of [
      'Access to your data (Art. 15 GDPR)',
      'Rectification of inaccurate data (Art. 16 GDPR)',
      'Erasure (Art. 17 GDPR)',
      'Restriction of processing (Art. 18 GDPR)',
      'Data portability (Art. 20 GDPR)',
      'Objection to processing based on legitimate interest (Art. 21 GDPR)',
      'Withdrawal of your consent at any time, with effect for the future (Art. 7 (3) GDPR)',
    ]) {
      expectSaid(lang, right)
    }
    expectSaid(lang, 'Under KVKK Art. 11 you may also learn whether and for what purpose your data is processed, learn to whom in Türkiye or abroad it is transferred, have it corrected, erased or destroyed and have those who received it told so, object to a result against you that arises solely from automated analysis, and claim compensation for damage caused by unlawful processing.')
    expect(DATA_PROTECTION_AUTHORITIES).toHaveLength(3)
    for (const authority of DATA_PROTECTION_AUTHORITIES) {
      expectSaid(lang, authority.name.message ?? '')
      expect(screen.getByRole('link', { name: authority.url.replace('https://', '') })).toHaveAttribute('href', authority.url)
    }
  })
})
