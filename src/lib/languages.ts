import * as v from 'valibot'

/** The site's languages, in menu order. The first is the default. */
export const LANGUAGES = ['tr', 'en', 'de'] as const
export type Lang = (typeof LANGUAGES)[number]
export const DEFAULT_LANG: Lang = 'tr'

export const LangSchema = v.picklist(LANGUAGES)

export function isLang(value: unknown): value is Lang {
  return v.is(LangSchema, value)
}

/** Local storage key of the language setting, stored as `{"code":"de"}` (SPEC.md §4). */
export const LANGUAGE_STORAGE_KEY = 'language'
export const StoredLanguageSchema = v.object({ code: LangSchema })

/** BCP 47 tags for Intl formatting, Open Graph and hreflang. */
export const LOCALE_TAGS: Record<Lang, { intl: string; og: string }> = {
  tr: { intl: 'tr-TR', og: 'tr_TR' },
  en: { intl: 'en-US', og: 'en_US' },
  de: { intl: 'de-DE', og: 'de_DE' },
}
