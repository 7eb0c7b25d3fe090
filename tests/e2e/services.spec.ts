import { expect, test } from './fixtures'

test('en: the services grid leads to a service, and a service to a related one', async ({ page, visit }) => {
  await visit('/en/services/v1')
  const main = page.getByRole('main')
  await expect(main.getByRole('heading', { level: 1 })).toHaveText('Services v1')
  const cards = main.getByRole('region', { name: 'Our services' }).getByRole('listitem')
  await expect(cards).toHaveCount(8)

  await main.getByRole('link', { name: 'Web applications' }).click()
  await expect(page).toHaveURL(/\/en\/services\/web$/)
  await expect(main.getByRole('heading', { level: 1 })).toHaveText('Web applications')
  await expect(main.getByText('10–16 weeks to a first release')).toBeVisible()
  const steps = main.getByRole('region', { name: 'How we work' }).getByRole('listitem')
  await expect(steps).toHaveCount(4)
  await expect(steps.first()).toContainText('Discovery workshop (1 week)')
  // The blog's posts on the service's subjects, and a way to start a project.
  await expect(main.getByRole('region', { name: 'From our blog' }).getByRole('link', { name: /^Fast on a cheap phone/ })).toBeVisible()
  await expect(main.getByRole('link', { name: 'Start your project' })).toHaveAttribute('href', '/en/contact')
  await expect(page.locator('head link[rel="canonical"]')).toHaveAttribute('href', /\/en\/services\/web$/)
  await expect(page.locator('head link[rel="alternate"][hreflang="de"]')).toHaveAttribute('href', /\/de\/services\/web$/)

  const related = main.getByRole('region', { name: 'Related services' })
  await expect(related.getByRole('listitem')).toHaveCount(3)
  await related.getByRole('link', { name: 'Mobile applications' }).click()
  await expect(page).toHaveURL(/\/en\/services\/mobile$/)
  await expect(main.getByRole('heading', { level: 1 })).toHaveText('Mobile applications')
})

test('de: the second overview groups the services by the problem they solve', async ({ page, visit }) => {
  await visit('/de/services/v2')
  const main = page.getByRole('main')
  const groups = [
    ['Die Produkte bauen, die Ihre Kunden nutzen', ['Webanwendungen', 'Mobile Apps', 'Desktop-Software']],
    ['Systeme verbinden und Daten verstehen', ['KI-Lösungen', 'Integration', 'Daten und Reporting']],
    ['Betreiben ohne Überraschungen', ['DevOps und Cloud', 'IoT']],
  ] as const
  for (const [title, services] of groups) {
    const group = main.getByRole('region', { name: title })
    await expect(group.getByRole('heading', { level: 3 })).toHaveText([...services])
  }
  await expect(main.getByRole('region', { name: 'So läuft ein Projekt mit uns' }).getByRole('listitem')).toHaveCount(4)
  await main.getByRole('link', { name: 'IoT', exact: true }).click()
  await expect(page).toHaveURL(/\/de\/services\/iot$/)
  await expect(main.getByRole('heading', { level: 1 })).toHaveText('IoT')
})

test('tr: the single service layout shows the first service and points search engines to its own page', async ({ page, visit }) => {
  await visit('/tr/services/single')
  await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toHaveText('Web uygulamaları')
  await expect(page.locator('head meta[name="robots"]')).toHaveAttribute('content', /noindex/)
  await expect(page.locator('head link[rel="canonical"]')).toHaveAttribute('href', /\/tr\/services\/web$/)
})

test('en: an unknown service is the 404 page', async ({ page, visit }) => {
  await visit('/en/services/gardening', { status: 404 })
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Something gone wrong!')
})

test('tr: the site search finds a service in the page language', async ({ page, visit }) => {
  await visit('/tr/contact')
  await page.getByRole('button', { name: 'Ara' }).click()
  const dialog = page.getByRole('dialog', { name: 'Sitede ara' })
  await dialog.getByRole('combobox', { name: 'Sitede ara' }).fill('veri ve raporlama')
  await expect(dialog.getByRole('option', { name: /Veri ve raporlama/ })).toBeVisible()
  await page.keyboard.press('Enter')
  await expect(page).toHaveURL(/\/tr\/services\/data$/)
})
