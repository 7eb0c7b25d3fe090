import { expect, test } from './fixtures'

test('smoke: grid, product and cart pages hydrate cleanly', async ({ page, visit }) => {
  await visit('/en/shop/grid')
  await expect(page.getByRole('heading', { level: 1, name: 'Shop' })).toBeVisible()
  await visit('/de/shop/single/ceramic-mug')
  await expect(page.getByRole('heading', { level: 1, name: 'Keramikbecher' })).toBeVisible()
  await visit('/tr/shop/cart')
  await visit('/en/shop/grid?category=tech&sort=price-desc')
  await expect(page.getByRole('status').filter({ hasText: 'products' })).toHaveText('4 products')
})
