import { atom } from 'jotai'
import type { Store } from 'jotai/vanilla'
import * as v from 'valibot'
import { atomWithValidatedStorage } from '~/lib/storage'

export const THEME_PREFERENCES = ['light', 'dark', 'auto'] as const
export type ThemePreference = (typeof THEME_PREFERENCES)[number]
export type ResolvedTheme = 'light' | 'dark'

/** Local storage key of SPEC.md §4, holding the JSON string of the preference. */
export const THEME_STORAGE_KEY = 'storm-theme'
export const ThemePreferenceSchema = v.picklist(THEME_PREFERENCES)
const DARK_QUERY = '(prefers-color-scheme: dark)'

export const themePreferenceAtom = atomWithValidatedStorage(THEME_STORAGE_KEY, ThemePreferenceSchema, 'auto')

/** The system's colour scheme, followed live while anything reads it. */
const systemDarkBaseAtom = atom(false)
systemDarkBaseAtom.onMount = (set) => {
  const query = window.matchMedia(DARK_QUERY)
  const update = () => set(query.matches)
  update()
  query.addEventListener('change', update)
  return () => query.removeEventListener('change', update)
}

export function resolveTheme(preference: ThemePreference, systemDark: boolean): ResolvedTheme {
  if (preference === 'auto') return systemDark ? 'dark' : 'light'
  return preference
}

/** The theme in effect: what `data-theme` on <html> says; logos and carousels follow it. */
export const resolvedThemeAtom = atom((get) => resolveTheme(get(themePreferenceAtom), get(systemDarkBaseAtom)))

export function applyTheme(root: HTMLElement, theme: ResolvedTheme): void {
  root.dataset.theme = theme
  root.style.colorScheme = theme
}

/**
 * Runs in <head> before the first paint, so a reload in dark never shows a light frame.
 * It repeats the rules above without imports; theme.test.ts checks that the two agree.
 */
export const themeScript = `(function(){var p='auto';try{var s=JSON.parse(localStorage.getItem(${JSON.stringify(THEME_STORAGE_KEY)})||'null');if(s==='light'||s==='dark'||s==='auto')p=s}catch(e){}var t=p==='auto'?(matchMedia(${JSON.stringify(DARK_QUERY)}).matches?'dark':'light'):p;var r=document.documentElement;r.dataset.theme=t;r.style.colorScheme=t})()`

/**
 * Keeps `data-theme` on <html> in step with the preference and the system: once when it starts
 * listening (the system may have switched between the head script and hydration), then on every
 * change.
 */
export function subscribeDocumentTheme(store: Store): () => void {
  const unsubscribe = store.sub(resolvedThemeAtom, () => {
    const theme = store.get(resolvedThemeAtom)
    applyTheme(document.documentElement, theme)
    document.dispatchEvent(new CustomEvent('themechange', { detail: { theme } }))
  })
  // After subscribing: the subscription mounts the system and storage atoms, so this reads both.
  applyTheme(document.documentElement, store.get(resolvedThemeAtom))
  return unsubscribe
}
