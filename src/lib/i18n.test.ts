import { expect, it, vi } from 'vitest'
import { sectionLabels } from '~/site/section-labels'
import { loadI18n } from './i18n'

// Dev, demo and test builds log a message missing from the loaded catalogs (production does not):
// tests/setup.ts and the end-to-end fixture fail a test on a console error.
it('logs a message missing from the loaded catalogs with its id and the catalogs loaded', async () => {
  const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined)
  const i18n = await loadI18n('de', ['messages'])
  i18n._(sectionLabels().shop)
  expect(logged).not.toHaveBeenCalled()
  expect(i18n._({ id: 'no-such-message', message: 'Not in any catalog' })).toBe('Not in any catalog')
  expect(logged).toHaveBeenCalledTimes(1)
  expect(String(logged.mock.calls[0]?.[0])).toMatch(/^Missing message "no-such-message" \(de at \/\): not in the catalogs loaded \(messages, home, shop, .*legal\)$/)
})
