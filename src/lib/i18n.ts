import { setupI18n, type I18n, type Messages } from '@lingui/core'
import { LOCALE_TAGS, PSEUDO_LOCALE_STORAGE_KEY, type Catalog, type Lang } from './languages'

export { CATALOGS, type Catalog } from './languages'

type CatalogModule = () => Promise<{ messages: Messages }>
const catalogModules = import.meta.glob<{ messages: Messages }>('../../locales/{tr,en,de}/*.po')

function catalogModule(lang: Lang, catalog: Catalog): CatalogModule {
  const load = catalogModules[`../../locales/${lang}/${catalog}.po`]
  if (load === undefined) throw new Error(`No ${catalog} catalog for ${lang}`)
  return load
}

// One instance per language: prerendering renders several languages in one process.
const instances = new Map<Lang, I18n>()
const loaded = new Map<Lang, Map<Catalog, Promise<void>>>()
/** Languages whose `messages` catalog has arrived: their instance can render a page. */
const ready = new Set<Lang>()

// The pseudo catalogs (PSEUDO_LOCALE_STORAGE_KEY): production builds do not contain them.
const pseudoCatalogs =
  import.meta.env.DEV || import.meta.env.MODE === 'demo' ? import.meta.glob<{ messages: Messages }>('../../locales/pseudo/*.po') : null
let pseudoMessages: Messages | undefined

/** Dev and demo builds: each message a page asked for that its loaded catalogs lack (src/devtools). */
export const missingMessages: { lang: Lang; id: string; path: string }[] = []

/**
 * Logs a message a page asked for that the language's loaded catalogs lack (and, in dev and demo
 * builds, lists it for the devtools): its file is in no catalog the page loads (lingui.config.ts).
 */
export function reportMissing(lang: Lang, id: string): void {
  const path = globalThis.location?.pathname ?? ''
  if (pseudoCatalogs !== null) missingMessages.push({ lang, id, path })
  console.error(`Missing message "${id}" (${lang}${path === '' ? '' : ` at ${path}`}): not in the catalogs loaded (${loadedCatalogs(lang).join(', ')})`)
}

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
  if (pseudoCatalogs === null || !pseudoLocaleAsked()) return
  const catalogs = await Promise.all(Object.values(pseudoCatalogs).map((load) => load()))
  pseudoMessages = Object.assign({}, ...catalogs.map((catalog) => catalog.messages)) as Messages
  for (const [lang, i18n] of instances) i18n.load(lang, pseudoMessages)
  // Text already taken from the catalogs into data (the shop's catalog answer) is made again.
  await refresh()
  document.documentElement.dataset.pseudoLocale = ''
}

/**
 * The language's instance with the given catalogs loaded (each catalog once): `messages` first,
 * then, for a page of an area, the area's (`pageCatalogs` in src/site/pages.ts). Once the pseudo catalogs are on, they
 * hold every message and nothing else is loaded.
 */
export async function loadI18n(lang: Lang, catalogs: readonly Catalog[] = ['messages']): Promise<I18n> {
  let i18n = instances.get(lang)
  if (i18n === undefined) {
    i18n = setupI18n({ locale: lang, locales: [LOCALE_TAGS[lang].intl], messages: { [lang]: { ...pseudoMessages } } })
    instances.set(lang, i18n)
    // Every build but production: a message missing from the loaded catalogs is an error, so a
    // test fails on it (the end-to-end fixture and the unit tests fail on console errors).
    if (import.meta.env.MODE !== 'production') i18n.on('missing', ({ id }) => reportMissing(lang, id))
  }
  const instance = i18n
  const started = loaded.get(lang) ?? new Map<Catalog, Promise<void>>()
  loaded.set(lang, started)
  await Promise.all(
    catalogs.map((catalog) => {
      const known = started.get(catalog)
      if (known !== undefined) return known
      const loading = (async () => {
        const { messages } = await catalogModule(lang, catalog)()
        if (pseudoMessages === undefined) instance.load(lang, messages)
        if (catalog === 'messages') ready.add(lang)
      })()
      // A catalog that failed to load is asked for again next time.
      loading.catch(() => started.delete(catalog))
      started.set(catalog, loading)
      return loading
    }),
  )
  return instance
}

/** The catalogs a language has loaded so far (src/devtools). */
export function loadedCatalogs(lang: Lang): Catalog[] {
  return [...(loaded.get(lang)?.keys() ?? [])]
}

/** The instance of a language if its catalog has been loaded (an error page cannot wait for it). */
export function loadedI18n(lang: Lang): I18n | undefined {
  return ready.has(lang) ? instances.get(lang) : undefined
}

/** The instance of a language whose catalog has been loaded (routes load it before rendering). */
export function getI18n(lang: Lang): I18n {
  const i18n = loadedI18n(lang)
  if (!i18n) throw new Error(`The ${lang} catalog was used before it was loaded`)
  return i18n
}
