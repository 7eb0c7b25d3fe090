import type { Page } from '@playwright/test'
import { expect, test } from './fixtures'

test('de: the about hero loads nothing from YouTube before play, then plays muted and pauses', async ({ page, visit, allowThirdParty }) => {
  // Play is the visitor's consent for this one video.
  allowThirdParty(/(^|\.)(youtube\.com|youtube-nocookie\.com|ytimg\.com|googlevideo\.com)$/)
  const thirdParty: string[] = []
  page.on('request', (request) => {
    if (/youtube|ytimg|vimeo|googlevideo/.test(new URL(request.url()).hostname)) thirdParty.push(request.url())
  })
  // The player itself is a stub: the test proves what the page asks for, not YouTube. Reduced
  // motion keeps the page's other (local) video still, so the one pause button is the hero's.
  await page.emulateMedia({ reducedMotion: 'reduce' })
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

const band = (page: Page) => page.getByRole('region', { name: 'Work with us' })

test('en: a local video plays muted on its own, pauses, and stays still under reduced motion', async ({ page, visit }) => {
  await visit('/en/about/v1')
  const video = band(page).locator('video')
  await expect(video).toHaveAttribute('src', '/videos/storm-office.webm')
  await expect.poll(() => video.evaluate((element: HTMLVideoElement) => !element.paused && element.muted)).toBe(true)
  const pause = band(page).getByRole('button', { name: 'Pause video' })
  await pause.focus()
  await page.keyboard.press('Enter')
  await expect.poll(() => video.evaluate((element: HTMLVideoElement) => element.paused)).toBe(true)
  await expect(band(page).getByRole('button', { name: 'Play video' })).toBeVisible()

  await page.emulateMedia({ reducedMotion: 'reduce' })
  await visit('/en/about/v1')
  await expect(band(page).getByRole('button', { name: 'Play video' })).toBeVisible()
  expect(await band(page).locator('video').evaluate((element: HTMLVideoElement) => element.paused)).toBe(true)
})

for (const status of [404, 500]) {
  test(`en: a local video whose file answers ${status} falls back to the still image, with no broken controls`, async ({ page, visit, allowProblem }) => {
    await page.context().route('**/videos/storm-office.webm', (route) => route.fulfill({ status, contentType: 'text/plain', body: 'no video' }))
    await visit('/en/about/v1')
    await expect(band(page).locator('video')).toHaveCount(0)
    const still = band(page).locator('img[src="/images/about/hero-still.svg"]')
    await expect(still).toBeVisible()
    await expect(still).toHaveAttribute('width', '1280')
    await expect(still).toHaveAttribute('height', '720')
    await expect(band(page).getByRole('button')).toHaveCount(0)
    // The page itself goes on: the band's text and link are there.
    await expect(band(page).getByRole('link', { name: 'See the open positions' })).toHaveAttribute('href', '/en/career')
    allowProblem(new RegExp(`^HTTP ${status}: GET .*/videos/storm-office\\.webm$`))
    allowProblem(/Failed to load resource: the server responded with a status of (404|500)/)
  })
}

for (const viewport of [
  { name: 'wide screen', width: 1440, height: 900 },
  { name: 'phone', width: 390, height: 844 },
]) {
  test(`en: on a ${viewport.name} the video controls sit in the section's content column, under its text`, async ({ page, visit }) => {
    await page.setViewportSize(viewport)
    await page.emulateMedia({ reducedMotion: 'reduce' })
    await visit('/en/about/v1')
    for (const [section, control] of [
      [page.locator('main .isolate').first(), 'Play video (loads YouTube)'],
      [band(page), 'Play video'],
    ] as const) {
      const button = section.getByRole('button', { name: control })
      const text = section.getByRole('heading').first()
      // The section's content column: its text's container, inside its padding.
      const column = await text.evaluate((heading) => {
        const container = heading.closest('.max-w-7xl')
        if (container === null) throw new Error('The text sits in a content column')
        const box = container.getBoundingClientRect()
        const style = getComputedStyle(container)
        return { left: box.left + Number.parseFloat(style.paddingLeft), right: box.right - Number.parseFloat(style.paddingRight) }
      })
      const [buttonBox, textBox, sectionBox] = await Promise.all([button.boundingBox(), text.boundingBox(), section.boundingBox()])
      if (buttonBox === null || textBox === null || sectionBox === null) throw new Error('The section, its heading and its control are laid out')
      // Inside the section, below its text, at the right edge of the content column (not of the screen).
      expect(buttonBox.y).toBeGreaterThan(textBox.y + textBox.height)
      expect(buttonBox.y + buttonBox.height).toBeLessThanOrEqual(sectionBox.y + sectionBox.height)
      expect(Math.abs(buttonBox.x + buttonBox.width - column.right)).toBeLessThanOrEqual(1)
      expect(buttonBox.x).toBeGreaterThanOrEqual(column.left)
    }
  })
}
