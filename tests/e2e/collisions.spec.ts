import { DEMO_ACCOUNT } from '../../mocks/fixtures/account'
import { LANGUAGES, type Lang } from '../../src/lib/languages'
import { ACCOUNT_PAGES, localPath } from '../../src/site/pages'
import { Findings, layOutEverything, measureLayout, NARROWEST, prepareCollisionCheck } from './collision-measure'
import { say } from './catalogs'
import { expect, test } from './fixtures'

/**
 * Layouts that never collide (issue 29, item 1), in the states a visitor opens: the header and the
 * seven account pages signed in (a name in the header, the wishlist with products in it), and the
 * cart panel with the demo cart, in each language at 360, 390, 768, 1024 and 1366 px. Every
 * distinct layout as a signed-out visitor first sees it is checked in layouts.spec.ts, in the same
 * page load as axe. What a finding is, and what the measuring leaves out as unseen or layered on
 * purpose: collision-measure.ts. Motion is reduced, so that nothing is measured halfway through an
 * entrance.
 */
test.use({ reducedMotion: 'reduce' })

/** The header's cart button, holding the demo cart's four pieces (locales/<lang>/messages.po). */
const cartOf = (lang: Lang) => say(lang, '{count, plural, one {Cart, # item} other {Cart, # items}}', { count: 4 })

for (const lang of LANGUAGES) {
  test(`nothing collides signed in, header and account pages, at five widths (${lang})`, async ({ page, visit }) => {
    test.setTimeout(120_000)
    await prepareCollisionCheck(page)
    await visit('/en/auth/sign-in')
    const form = page.getByRole('form', { name: 'Sign in' })
    await form.getByRole('textbox', { name: 'Email' }).fill(DEMO_ACCOUNT.email)
    await form.getByLabel('Password', { exact: true }).fill(DEMO_ACCOUNT.password)
    await form.getByLabel('Password', { exact: true }).press('Enter')
    await expect(page).toHaveURL('/en/account/profile')
    const findings = new Findings()
    for (const sitePage of ACCOUNT_PAGES) {
      const path = localPath(lang, sitePage)
      await page.setViewportSize(NARROWEST)
      await visit(path)
      // Signed in: the account page itself, not the prompt to sign in.
      await expect(page.getByRole('banner').getByRole('button', { name: /Deniz Yıldız/ })).toBeVisible()
      await layOutEverything(page)
      await findings.measure(page, lang, path)
    }
    expect(findings.list()).toEqual([])
  })

  test(`nothing collides in the cart panel with the demo cart at five widths (${lang})`, async ({ page, visit }) => {
    await prepareCollisionCheck(page)
    await page.setViewportSize(NARROWEST)
    const path = localPath(lang, 'shop/grid')
    await visit(path)
    await page.getByRole('banner').getByRole('button', { name: cartOf(lang) }).click()
    await expect(page.getByRole('dialog').getByRole('listitem').first()).toBeVisible()
    const findings = new Findings()
    await findings.measure(page, lang, path, { within: 'dialog[open]' })
    expect(findings.list()).toEqual([])
  })
}

// The check itself: shown one of each collision, it names them (a measuring that broke silently,
// its geometry missing from the page, say, would otherwise pass every layout).
test('en: the check finds an overlap, a wrapped button label, targets too small and too close, and a page wider than the screen', async ({ page, visit }) => {
  await prepareCollisionCheck(page)
  await page.setViewportSize({ ...NARROWEST, width: 390 })
  await visit('/en/contact')
  await page.evaluate(() => {
    const fixture = document.createElement('section')
    fixture.id = 'fixture'
    fixture.innerHTML = `
      <p style="position: relative; width: 200px; margin: 0">Overlapped words</p>
      <p style="position: relative; width: 200px; margin: -10px 0 0 40px">Overlapping words</p>
      <button type="button" style="width: 70px; font-size: 16px">Add to cart now</button>
      <div style="margin-top: 40px"><button type="button" style="width: 16px; height: 16px; padding: 0" aria-label="First"></button><button type="button" style="width: 16px; height: 16px; padding: 0; margin-left: 2px" aria-label="Second"></button></div>`
    document.querySelector('main')?.prepend(fixture)
  })
  const findings = await page.evaluate(measureLayout, { within: '#fixture' })
  expect(findings).toEqual(
    expect.arrayContaining([
      { kind: 'overlap', elements: ['main › p "Overlapped words"', 'main › p "Overlapping words"'] },
      { kind: 'wraps', elements: ['main › button "Add to cart now"'] },
      { kind: 'small', elements: ['main › button "First"', 'too close to main › button "Second"'] },
    ]),
  )
  await page.evaluate(() => document.querySelector('#fixture')?.insertAdjacentHTML('beforeend', '<div style="width: 600px; height: 1px"></div>'))
  expect(await page.evaluate(measureLayout, {})).toContainEqual({ kind: 'wider', elements: [expect.stringMatching(/^html \d+ px on 390 px$/), expect.stringMatching(/^main › div "" to \d+ px$/)] })
})
