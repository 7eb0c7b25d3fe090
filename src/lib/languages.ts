import * as v from 'valibot'

/** The site's languages, in menu order. The first is the default. */
export const LANGUAGES = ['tr', 'en', 'de'] as const
export type Lang = (typeof LANGUAGES)[number]
export const DEFAULT_LANG: Lang = 'tr'

export const LangSchema = v.picklist(LANGUAGES)

export function isLang(value: unknown): value is Lang {
  return v.is(LangSchema, value)
}

/**
 * The catalogs of each language (lingui.config.ts): `messages` holds what any page may show, each
 * area's catalog what only that area's pages show (src/site/pages.ts gives each page its areas).
 */
export const CATALOGS = ['messages', 'home', 'shop', 'account', 'content', 'blog', 'demos', 'demo-products', 'demo-saas', 'demo-studio', 'demo-suite', 'demo-platform', 'customers', 'company', 'services', 'saas', 'portfolio', 'legal'] as const
export type Catalog = (typeof CATALOGS)[number]

/** Local storage key of the language setting, stored as `{"code":"de"}` (SPEC.md §4). */
export const LANGUAGE_STORAGE_KEY = 'language'
export const StoredLanguageSchema = v.object({ code: LangSchema })

/** BCP 47 tags for Intl formatting, Open Graph and hreflang. */
export const LOCALE_TAGS: Record<Lang, { intl: string; og: string }> = {
  tr: { intl: 'tr-TR', og: 'tr_TR' },
  en: { intl: 'en-US', og: 'en_US' },
  de: { intl: 'de-DE', og: 'de_DE' },
}

/**
 * Local storage switch of the pseudo locale: in development and demo builds, `"on"` shows every
 * message of the catalogs pseudo-localized (English with accented letters), so that text still in
 * plain letters did not come through them (src/lib/i18n.ts, tests/e2e/first-visit.spec.ts).
 */
export const PSEUDO_LOCALE_STORAGE_KEY = 'storm-pseudo-locale'
