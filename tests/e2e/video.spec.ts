import { expect, test } from './fixtures'

test('the about hero loads nothing from YouTube before play, then plays muted and pauses', async ({ page, visit }) => {
  const thirdParty: string[] = []
  page.on('request', (request) => {
    if (/youtube|ytimg|vimeo|googlevideo/.test(new URL(request.url()).hostname)) thirdParty.push(request.url())
  })
  // The player itself is a stub: the test proves what the page asks for, not YouTube.
  await page.route('https://www.youtube-nocookie.com/**', (route) => route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>player</title>' }))
  await visit('/de/about/v1')
  await expect(page.getByRole('heading', { level: 1, name: 'Über uns' })).toBeVisible()
  expect(thirdParty).toEqual([])
  await expect(page.locator('iframe')).toHaveCount(0)

  await page.getByRole('button', { name: 'Video abspielen (lädt YouTube)' }).click()
  const player = page.locator('iframe[title="Ein kurzer Film über unser Team"]')
  await expect(player).toHaveAttribute('src', /^https:\/\/www\.youtube-nocookie\.com\/embed\/aqz-KE-bpKQ\?autoplay=1&mute=1/)
  await expect.poll(() => thirdParty.length).toBeGreaterThan(0)

  const pause = page.getByRole('button', { name: 'Video anhalten' })
  await pause.focus()
  await page.keyboard.press('Enter')
  await expect(player).toHaveCount(0)
  await expect(page.getByRole('img').first()).toBeAttached()
  await expect(page.getByRole('button', { name: 'Video abspielen (lädt YouTube)' })).toBeVisible()
})
