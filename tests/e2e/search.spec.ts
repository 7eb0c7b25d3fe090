import { escapeRegExp, expect, test } from './fixtures'
import { say } from './catalogs'
import { reopenBeforeTheCloseEvent } from './dialogs'

/** The search's words in Turkish and German are the English sources as their catalogs translate them (locales/<lang>/messages.po). */
const searchOf = (lang: 'tr' | 'de') => ({ open: say(lang, 'Search'), dialog: say(lang, 'Search the site') })
const TR = searchOf('tr')
const DE = searchOf('de')

for (const viewport of [
  { name: 'phone', width: 390, height: 844 },
  { name: 'desktop', width: 1280, height: 900 },
]) {
  test(`tr: search on a ${viewport.name}: arrow keys, Enter, Escape and no match`, async ({ page, visit, expectAccessible }) => {
    await page.setViewportSize(viewport)
    await visit('/tr/contact')
    const opener = page.getByRole('button', { name: TR.open })
    await opener.click()
    const dialog = page.getByRole('dialog', { name: TR.dialog })
    const field = dialog.getByRole('combobox', { name: TR.dialog })
    await expect(field).toBeFocused()

    // Typed without Turkish letters and in capitals, it finds "Sıkça sorulan sorular".
    await field.fill('SIKCA')
    const listbox = dialog.getByRole('listbox')
    await expect(listbox.getByRole('option')).toHaveCount(1)
    await expect(listbox.getByRole('option', { name: new RegExp(escapeRegExp(say('tr', 'Frequently asked questions'))) })).toHaveAttribute('aria-selected', 'true')

    await field.fill('zzzz')
    await expect(dialog.getByRole('status')).toHaveText(say('tr', 'Nothing matches “{trimmed}”.', { trimmed: 'zzzz' }))
    await expect(listbox.getByRole('option')).toHaveCount(0)

    await field.fill('iletisim')
    await expect(listbox.getByRole('option').first()).toHaveAttribute('aria-selected', 'true')
    await expectAccessible({ within: 'dialog[open]' })
    await page.keyboard.press('ArrowDown')
    await expect(listbox.getByRole('option').nth(1)).toHaveAttribute('aria-selected', 'true')
    await expect(field).toHaveAttribute('aria-activedescendant', (await listbox.getByRole('option').nth(1).getAttribute('id')) ?? '')
    await page.keyboard.press('ArrowUp')
    await page.keyboard.press('Enter')
    await expect(page).toHaveURL(/\/tr\/contact$/)
    await expect(dialog).toBeHidden()

    await opener.click()
    await expect(field).toBeFocused()
    await page.keyboard.press('Escape')
    await expect(dialog).toBeHidden()
    await expect(opener).toBeFocused()

    // Enter opens the best match on another page.
    await opener.click()
    await field.fill('fiyat')
    await page.keyboard.press('Enter')
    await expect(page).toHaveURL(/\/tr\/pricing$/)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(say('tr', 'Pricing'))
  })
}

test('de: the search finds the shop\'s products in the page\'s language, with or without umlauts', async ({ page, visit }) => {
  await visit('/de/contact')
  await page.getByRole('button', { name: DE.open }).click()
  const dialog = page.getByRole('dialog', { name: DE.dialog })
  await dialog.getByRole('combobox', { name: DE.dialog }).fill('kopfhorer')
  await expect(dialog.getByRole('option', { name: new RegExp(escapeRegExp(say('de', 'Aurora headphones'))) })).toBeVisible()
  await page.keyboard.press('Enter')
  await expect(page).toHaveURL(/\/de\/shop\/single\/aurora-headphones$/)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(say('de', 'Aurora headphones'))
})

test('en: the search index is not loaded with the page, only on first use', async ({ page, visit }) => {
  const scripts: string[] = []
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(request.url())
  })
  await visit('/en')
  const before = scripts.length
  await page.getByRole('button', { name: 'Search' }).click()
  await page.getByRole('combobox', { name: 'Search the site' }).fill('pricing')
  await expect(page.getByRole('option').first()).toContainText('Pricing')
  expect(scripts.slice(before).some((url) => /content-entries/.test(url))).toBe(true)
  expect(scripts.slice(0, before).some((url) => /content-entries/.test(url))).toBe(false)
})

test('en, de: the search finds open positions and help articles, and opens them on their pages', async ({ page, visit }) => {
  await visit('/en/contact')
  await page.getByRole('button', { name: 'Search' }).click()
  const dialog = page.getByRole('dialog', { name: 'Search the site' })
  const field = dialog.getByRole('combobox', { name: 'Search the site' })
  await field.fill('backend')
  await expect(dialog.getByRole('option', { name: /Backend developer \(\.NET\)/ })).toContainText('Open position')
  await page.keyboard.press('Enter')
  await expect(page).toHaveURL(/\/en\/career\/backend-developer$/)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Backend developer (.NET)')

  await visit('/de/contact')
  await page.getByRole('button', { name: DE.open }).click()
  await page.getByRole('combobox', { name: DE.dialog }).fill('passwort')
  const article = page.getByRole('option', { name: /Passwort zurücksetzen oder ändern/ })
  await expect(article).toContainText(say('de', 'Help article'))
  await article.click()
  await expect(page).toHaveURL(/\/de\/help\/resetting-your-password$/)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Passwort zurücksetzen oder ändern')
})

test('tr: a name in another language finds the product or page, shown in the page language', async ({ page, visit }) => {
  await visit('/tr/contact')
  await page.getByRole('button', { name: TR.open }).click()
  const dialog = page.getByRole('dialog', { name: TR.dialog })
  const field = dialog.getByRole('combobox', { name: TR.dialog })
  await field.fill('hoodie')
  await expect(dialog.getByRole('option').first()).toContainText(say('tr', 'Storm hoodie'))
  await field.fill('preise')
  await expect(dialog.getByRole('option').first()).toContainText(say('tr', 'Pricing'))
  await page.keyboard.press('Enter')
  await expect(page).toHaveURL(/\/tr\/pricing$/)
})

test('en: the 404 page searches the site from the keyboard and lists popular pages', async ({ page, visit }) => {
  await visit('/en/no-such-page', { status: 404 })
  const main = page.getByRole('main')
  await expect(main.getByRole('heading', { level: 1 })).toHaveText(say('en', 'Something gone wrong!'))
  const popular = main.getByRole('navigation', { name: say('en', 'Popular pages') })
  await expect(popular.getByRole('link', { name: new RegExp(`^${escapeRegExp(say('en', 'Pricing'))}`) })).toHaveAttribute('href', '/en/pricing')

  // The panel and its index load only when the visitor asks for them.
  const opener = main.getByRole('button', { name: say('en', 'Search the site') })
  await opener.focus()
  await expect(opener).toBeFocused()
  await page.keyboard.press('Enter')
  const dialog = page.getByRole('dialog', { name: say('en', 'Search the site') })
  const field = dialog.getByRole('combobox', { name: say('en', 'Search the site') })
  await expect(field).toBeFocused()
  await page.keyboard.type('single sign-on')
  await expect(dialog.getByRole('option').first()).toHaveAttribute('aria-selected', 'true')
  // Escape first empties the search field (the platform's), then closes the panel.
  await page.keyboard.press('Escape')
  await expect(field).toHaveValue('')
  await page.keyboard.press('Escape')
  await expect(dialog).toBeHidden()
  await expect(opener).toBeFocused()

  await page.keyboard.press('Enter')
  await expect(field).toBeFocused()
  // Opened again before the closed panel's `close` event has arrived, the new panel stays.
  await reopenBeforeTheCloseEvent(page)
  await expect(field).toBeFocused()
  await page.keyboard.type('pricing')
  await page.keyboard.press('Enter')
  await expect(page).toHaveURL(/\/en\/pricing$/)
})
