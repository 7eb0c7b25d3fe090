import { setupI18n, type I18n, type Messages } from '@lingui/core'
import { LOCALE_TAGS, type Lang } from './languages'

// Each catalog is its own chunk: a page loads only its language's messages.
const catalogs: Record<Lang, () => Promise<{ messages: Messages }>> = {
  tr: () => import('../../locales/tr/messages.po'),
  en: () => import('../../locales/en/messages.po'),
  de: () => import('../../locales/de/messages.po'),
}

// One instance per language: prerendering renders several languages in one process.
const instances = new Map<Lang, I18n>()

export async function loadI18n(lang: Lang): Promise<I18n> {
  const loaded = instances.get(lang)
  if (loaded) return loaded
  const { messages } = await catalogs[lang]()
  const i18n = setupI18n({ locale: lang, locales: [LOCALE_TAGS[lang].intl], messages: { [lang]: messages } })
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
