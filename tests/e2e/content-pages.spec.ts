import { expect, test } from './fixtures'

test.describe('career and help center link to their items', () => {
  test('de: a job on the career page opens that job on the job page', async ({ page, visit }) => {
    await visit('/de/career')
    await page.getByRole('link', { name: 'Mehr über Backend-Entwickler/in (.NET)' }).click()
    await expect(page).toHaveURL('/de/career/single?job=backend-developer')
    const job = page.getByRole('article', { name: 'Backend-Entwickler/in (.NET)' })
    await expect(job.getByRole('heading', { level: 2, name: 'Ihre Aufgaben' })).toBeVisible()
    await expect(job.getByRole('link', { name: 'Per E-Mail bewerben' })).toHaveAttribute('href', /^mailto:kariyer@stormyazilim\.com\.tr\?subject=/)
  })

  test('tr, en: an article of the help center opens that article, also as a link of its own', async ({ page, visit }) => {
    await visit('/tr/help/center')
    await page.getByRole('link', { name: 'Siparişinizin ödemesi' }).click()
    await expect(page).toHaveURL('/tr/help/detail?article=paying-for-your-order')
    const article = page.getByRole('article', { name: 'Siparişinizin ödemesi' })
    await expect(article.getByRole('heading', { level: 2, name: 'Kart bilgilerinizi girin' })).toBeVisible()
    await expect(article.getByRole('listitem')).not.toHaveCount(0)

    // The address alone opens the article on a fresh load too.
    await visit('/en/help/detail?article=paying-for-your-order')
    await expect(page.getByRole('article', { name: 'Paying for your order' }).getByRole('heading', { level: 2, name: 'Enter your card details' })).toBeVisible()
  })
})
