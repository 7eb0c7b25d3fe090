import { screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { LANGUAGES, type Lang } from '~/lib/languages'
import { Route as Contact } from '~/routes/$lang/contact/index'
import { say } from '../../e2e/catalogs'
import { renderRoute } from '../../render'

/**
 * What the contact page shows from its data, in every language: the email address, the social
 * links, the clients, the offices, the map's address and the form's fields. Expected texts are the
 * English sources as each language's catalogs translate them; addresses, numbers and networks are
 * the same in every language. The page's head, header and footer, the pictures, the form, the map
 * and the parallax are end to end (tests/e2e/contact.spec.ts).
 */

const OFFICES = [
  { city: 'Eskişehir', country: 'Türkiye', address: 'Hoşnudiye Mah. Cengiz Topel Cad. No: 12, 26130 Tepebaşı', phone: '+90 222 335 00 00', tel: 'tel:+902223350000' },
  { city: 'Istanbul', country: 'Türkiye', address: 'Maslak Mah. Büyükdere Cad. No: 255, 34485 Sarıyer', phone: '+90 212 335 00 00', tel: 'tel:+902123350000' },
  { city: 'Berlin', country: 'Germany', address: 'Friedrichstraße 68, 10117', phone: '+49 30 23125000', tel: 'tel:+493023125000' },
  { city: 'London', country: 'United Kingdom', address: '30 Finsbury Square, EC2A 1AG', phone: '+44 20 7946 0000', tel: 'tel:+442079460000' },
] as const

const SOCIAL = ['Facebook', 'Instagram', 'Dribbble', 'X (Twitter)', 'YouTube'] as const

const FIELDS = ['Full name', 'Email', 'Phone (optional)', 'Company (optional)', 'Message'] as const

/** The phone field's example: a number of the language's main country, never another's. */
const PHONE_PREFIX = { en: '+44 ', tr: '+90 ', de: '+49 ' } as const satisfies Record<Lang, string>

function escapeRegExp(text: string) {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
}

function region(lang: Lang, english: string) {
  return screen.getByRole('region', { name: say(lang, english) })
}

describe.each(LANGUAGES)('contact page (%s)', (lang) => {
  it(`${lang}: the form comes right after the heading, before the logos, the offices and the map`, async () => {
    await renderRoute(Contact, `/${lang}/contact`)
    const form = screen.getByRole('form', { name: say(lang, 'Send us a message') })
    const follows = (node: Node) => Boolean(form.compareDocumentPosition(node) & Node.DOCUMENT_POSITION_FOLLOWING)
    for (const later of ['Our clients', 'Our offices', 'Find us on the map']) expect(follows(region(lang, later)), later).toBe(true)
    expect(follows(screen.getByRole('heading', { level: 1 }))).toBe(false)
  })

  it(`${lang}: every section is there, translated`, async () => {
    await renderRoute(Contact, `/${lang}/contact`)
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(say(lang, 'Contact'))
    expect(screen.getByRole('link', { name: 'info@stormyazilim.com.tr' })).toHaveAttribute('href', 'mailto:info@stormyazilim.com.tr')
    const newTab = say(lang, '(opens in a new tab)')

    expect(screen.getByRole('heading', { name: say(lang, 'Follow us') })).toBeInTheDocument()
    const social = within(screen.getByRole('list', { name: say(lang, 'Follow us') })).getAllByRole('link')
    expect(social.map((link) => link.textContent)).toEqual(SOCIAL.map((network) => `${network} ${newTab}`))
    expect(social[0]).toHaveAccessibleName(`${SOCIAL[0]} ${newTab}`)
    for (const link of social) {
      expect(link).toHaveAttribute('href', expect.stringMatching(/^https:\/\//))
      expect(link).toHaveAttribute('target', '_blank')
      expect(link).toHaveAttribute('rel', expect.stringMatching(/\bnoopener\b/))
    }

    expect(region(lang, 'Our clients')).toHaveAttribute('aria-roledescription', say(lang, 'carousel'))
    // The clients are fictional: the line under their logos says so, and describes the carousel.
    expect(region(lang, 'Our clients')).toHaveAccessibleDescription(say(lang, 'All companies shown are fictional examples.'))

    const cards = within(region(lang, 'Our offices')).getAllByRole('article')
    expect(cards).toHaveLength(OFFICES.length)
    for (const [index, office] of OFFICES.entries()) {
      const card = cards[index] ?? document.body
      expect(within(card).getByRole('heading', { level: 3 })).toHaveTextContent(say(lang, office.city))
      expect(card).toHaveTextContent(say(lang, office.country))
      expect(card).toHaveTextContent(office.address)
      const call = within(card).getByRole('link')
      expect(call).toHaveTextContent(say(lang, '<0>Call</0> {phone}', { phone: office.phone }).replace(/<\/?0>/g, ''))
      expect(call).toHaveAttribute('href', office.tel)
      expect(card.querySelectorAll('img')).toHaveLength(1)
    }
    expect(cards[0]).toHaveTextContent(`${say(lang, 'Türkiye')} ${say(lang, 'Head office')}`)

    const map = region(lang, 'Find us on the map')
    expect(within(map).getByRole('button', { name: say(lang, 'Load map') })).toBeInTheDocument()
    expect(within(map).getByText(`${OFFICES[0].address}, Eskişehir, ${say(lang, 'Türkiye')}`)).toBeInTheDocument()
    // jsdom's accessible name drops the space before the hidden words, which a browser keeps (the
    // keyboard test of contact.spec.ts finds the link by its whole name).
    const openMap = within(map).getByRole('link', { name: new RegExp(`^${escapeRegExp(say(lang, 'Open in OpenStreetMap'))}`) })
    expect(openMap).toHaveTextContent(`${say(lang, 'Open in OpenStreetMap')} ${newTab}`)
    expect(openMap).toHaveAttribute('href', expect.stringMatching(/^https:\/\/www\.openstreetmap\.org\//))
    expect(openMap).toHaveAttribute('target', '_blank')
    expect(openMap).toHaveAttribute('rel', expect.stringMatching(/\bnoopener\b/))

    const form = screen.getByRole('form', { name: say(lang, 'Send us a message') })
    const controls = within(form).getAllByRole('textbox')
    expect(controls).toHaveLength(FIELDS.length)
    for (const name of FIELDS) expect(within(form).getByRole('textbox', { name: say(lang, name) })).toBeInTheDocument()
    expect(controls.map((control) => ({ name: control.getAttribute('name'), required: control.getAttribute('required'), autocomplete: control.getAttribute('autocomplete') }))).toEqual([
      { name: 'name', required: '', autocomplete: 'name' },
      { name: 'email', required: '', autocomplete: 'email' },
      { name: 'number', required: null, autocomplete: 'tel' },
      { name: 'company', required: null, autocomplete: 'organization' },
      { name: 'message', required: '', autocomplete: 'off' },
    ])
    // The labels of the three required fields carry the asterisk; phone and company say they are optional.
    expect(within(form).getAllByText('*', { exact: true })).toHaveLength(3)
    const phone = within(form).getByRole('textbox', { name: say(lang, 'Phone (optional)') })
    expect(phone).toHaveAttribute('placeholder', say(lang, 'e.g. +44 20 7946 0958'))
    const placeholder = phone.getAttribute('placeholder') ?? ''
    expect(Object.entries(PHONE_PREFIX).filter(([, prefix]) => placeholder.includes(prefix)).map(([language]) => language)).toEqual([lang])
    expect(within(form).getByRole('button', { name: say(lang, 'Send message') })).toBeEnabled()
  })
})
