import { describe, expect, it } from 'vitest'
import { resolveTheme, THEME_PREFERENCES, themeScript, type ResolvedTheme, type ThemePreference } from './theme'

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
})
