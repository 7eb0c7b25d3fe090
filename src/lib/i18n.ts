import { setupI18n, type I18n, type Messages } from '@lingui/core'
import { LOCALE_TAGS, PSEUDO_LOCALE_STORAGE_KEY, type Lang } from './languages'

// Each catalog is its own chunk: a page loads only its language's messages.
const catalogs: Record<Lang, () => Promise<{ messages: Messages }>> = {
  tr: () => import('../../locales/tr/messages.po'),
  en: () => import('../../locales/en/messages.po'),
  de: () => import('../../locales/de/messages.po'),
}

// One instance per language: prerendering renders several languages in one process.
const instances = new Map<Lang, I18n>()

// The pseudo catalog (PSEUDO_LOCALE_STORAGE_KEY): production builds do not contain it.
const pseudoCatalog =
  import.meta.env.DEV || import.meta.env.MODE === 'demo' ? () => import('../../locales/pseudo/messages.po') : null
let pseudoMessages: Messages | undefined

function pseudoLocaleAsked(): boolean {
  try {
    return window.localStorage.getItem(PSEUDO_LOCALE_STORAGE_KEY) === 'on'
  } catch {
    return false
  }
}

/**
 * Switches every language to the pseudo catalog when asked for, once the page has hydrated (the
 * prerendered HTML is in the real language), runs `refresh` for data that holds translated text,
 * and marks `<html data-pseudo-locale>` when done.
 */
export async function startPseudoLocaleIfAsked(refresh: () => Promise<unknown>): Promise<void> {
  if (pseudoCatalog === null || !pseudoLocaleAsked()) return
  const { messages } = await pseudoCatalog()
  pseudoMessages = messages
  for (const [lang, i18n] of instances) i18n.load(lang, messages)
  // Text already taken from the catalogs into data (the shop's catalog answer) is made again.
  await refresh()
  document.documentElement.dataset.pseudoLocale = ''
}

export async function loadI18n(lang: Lang): Promise<I18n> {
  const loaded = instances.get(lang)
  if (loaded) return loaded
  const { messages } = await catalogs[lang]()
  const i18n = setupI18n({ locale: lang, locales: [LOCALE_TAGS[lang].intl], messages: { [lang]: pseudoMessages ?? messages } })
  instances.set(lang, i18n)
  return i18n
}

/** The instance of a language if its catalog has been loaded (an error page cannot wait for it). */
export function loadedI18n(lang: Lang): I18n | undefined {
  return instances.get(lang)
}

/** The instance of a language whose catalog has been loaded (routes load it before rendering). */
export function getI18n(lang: Lang): I18n {
  const i18n = instances.get(lang)
  if (!i18n) throw new Error(`The ${lang} catalog was used before it was loaded`)
  return i18n
}
