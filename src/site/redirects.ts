import { DEFAULT_LANG, LANGUAGES, LANGUAGE_STORAGE_KEY } from '../lib/languages.ts'
import { MOVED_PAGES, SITE_PAGES } from './pages.ts'

/**
 * The redirect rules of DECISIONS.md "URLs and languages", written without imports so the same
 * function runs in the router and, serialised, as the inline script of the static redirect page.
 * Returns the address to go to, or null when the path already starts with a valid language.
 */
function languageRedirect(
  path: string,
  storedLang: string | null,
  languages: readonly string[],
  pages: readonly string[],
  defaultLang: string,
): string | null {
  const match = /^([^?#]*)(.*)$/.exec(path)
  const pathname = match?.[1] ?? ''
  const suffix = match?.[2] ?? ''
  const segments = pathname.split('/').filter((segment) => segment !== '')
  const first = segments[0] ?? ''
  if (languages.includes(first)) return null
  if (languages.includes(first.toLowerCase())) {
    return '/' + [first.toLowerCase(), ...segments.slice(1)].join('/') + suffix
  }
  const lang = storedLang !== null && languages.includes(storedLang) ? storedLang : defaultLang
  const whole = segments.join('/')
  const rest = segments.slice(1).join('/')
  const page = pages.includes(whole) ? whole : pages.includes(rest) ? rest : ''
  return '/' + lang + (page === '' ? '' : '/' + page) + (page === '' ? '' : suffix)
}

/** The pages an address without a language may name: the old addresses of moved pages go on from there. */
const PAGES = [...SITE_PAGES, ...MOVED_PAGES]

export function resolveLanguageRedirect(path: string, storedLang: string | null): string | null {
  return languageRedirect(path, storedLang, LANGUAGES, PAGES, DEFAULT_LANG)
}

/**
 * Reads `{"code": "de"}` from local storage; anything else counts as no stored language and is
 * removed, a long text unparsed (it runs before every page: the language route's `beforeLoad`).
 */
function readStoredLanguageCode(key: string): string | null {
  let raw: string | null = null
  try {
    raw = window.localStorage.getItem(key)
  } catch {
    return null // Blocked storage holds no language.
  }
  if (raw === null) return null
  let parsed: unknown = null
  try {
    if (raw.length <= 64) parsed = JSON.parse(raw)
  } catch {
    // Not JSON: removed below.
  }
  if (typeof parsed === 'object' && parsed !== null && 'code' in parsed && typeof parsed.code === 'string') return parsed.code
  try {
    window.localStorage.removeItem(key)
  } catch {
    // Nothing to remove.
  }
  return null
}

export function storedLanguageCode(): string | null {
  return typeof window === 'undefined' ? null : readStoredLanguageCode(LANGUAGE_STORAGE_KEY)
}

/** Inline script for the static redirect page: runs before any bundle loads. */
export const redirectScript = `(function(){var r=(${languageRedirect.toString()})(location.pathname+location.search+location.hash,(${readStoredLanguageCode.toString()})(${JSON.stringify(LANGUAGE_STORAGE_KEY)}),${JSON.stringify(LANGUAGES)},${JSON.stringify(PAGES)},${JSON.stringify(DEFAULT_LANG)});if(r)location.replace(r)})()`
