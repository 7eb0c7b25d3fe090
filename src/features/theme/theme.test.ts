import { createStore } from 'jotai'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { resolveTheme, subscribeDocumentTheme, THEME_PREFERENCES, THEME_STORAGE_KEY, themeScript, type ResolvedTheme, type ThemePreference } from './theme'

function runThemeScript(stored: string | null, systemDark: boolean): string | undefined {
  const root = { dataset: {} as Record<string, string>, style: { colorScheme: '' } }
  const fakeDocument = { documentElement: root }
  const fakeStorage = { getItem: () => stored }
  new Function('localStorage', 'matchMedia', 'document', themeScript)(
    fakeStorage,
    () => ({ matches: systemDark }),
    fakeDocument,
  )
  return root.dataset.theme
}

describe('theme', () => {
  it('resolves auto from the system setting and keeps explicit choices', () => {
    expect(resolveTheme('auto', true)).toBe('dark')
    expect(resolveTheme('auto', false)).toBe('light')
    expect(resolveTheme('light', true)).toBe('light')
    expect(resolveTheme('dark', false)).toBe('dark')
  })

  it('has a head script that agrees with resolveTheme for every stored value', () => {
    for (const preference of THEME_PREFERENCES) {
      for (const systemDark of [true, false]) {
        const expected: ResolvedTheme = resolveTheme(preference satisfies ThemePreference, systemDark)
        expect(runThemeScript(JSON.stringify(preference), systemDark)).toBe(expected)
      }
    }
  })

  it('falls back to auto when the stored value is missing, corrupt or foreign', () => {
    for (const stored of [null, 'not json', '"purple"', '{"theme":"dark"}', '42']) {
      expect(runThemeScript(stored, true)).toBe('dark')
      expect(runThemeScript(stored, false)).toBe('light')
    }
  })

  describe('subscribeDocumentTheme', () => {
    afterEach(() => {
      vi.unstubAllGlobals()
      delete document.documentElement.dataset.theme
    })

    function stubSystemDark(dark: boolean) {
      vi.stubGlobal('matchMedia', (media: string) => ({ matches: dark, media, addEventListener: () => undefined, removeEventListener: () => undefined }))
    }

    it('applies the resolved theme once when it starts, when the system switched after the head script ran', () => {
      // The head script saw a dark system; by hydration the system is light.
      document.documentElement.dataset.theme = 'dark'
      stubSystemDark(false)
      const unsubscribe = subscribeDocumentTheme(createStore())
      expect(document.documentElement.dataset.theme).toBe('light')
      expect(document.documentElement.style.colorScheme).toBe('light')
      unsubscribe()
    })

    it('applies a stored explicit choice at start whatever the system says', () => {
      window.localStorage.setItem(THEME_STORAGE_KEY, JSON.stringify('light'))
      document.documentElement.dataset.theme = 'dark'
      stubSystemDark(true)
      const unsubscribe = subscribeDocumentTheme(createStore())
      expect(document.documentElement.dataset.theme).toBe('light')
      unsubscribe()
    })
  })
})
