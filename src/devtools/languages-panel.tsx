import { useParams, useRouterState } from '@tanstack/react-router'
import { useEffect, useId, useReducer } from 'react'
import { loadedCatalogs, loadedI18n, missingMessages } from '~/lib/i18n'
import { isLang, LANGUAGES, PSEUDO_LOCALE_STORAGE_KEY } from '~/lib/languages'
import { pageCatalogs, pageOfPath } from '~/site/pages'
import { panelClass } from './panel-styles'

function pseudoLocaleOn(): boolean {
  try {
    return window.localStorage.getItem(PSEUDO_LOCALE_STORAGE_KEY) === 'on'
  } catch {
    return false
  }
}

/** Each missing message once per language and page, with how often a render asked for it. */
function distinctMissing() {
  const seen = new Map<string, (typeof missingMessages)[number] & { key: string; times: number }>()
  for (const missing of missingMessages) {
    const key = `${missing.lang} ${missing.path} ${missing.id}`
    const known = seen.get(key)
    seen.set(key, { ...missing, key, times: (known?.times ?? 0) + 1 })
  }
  return [...seen.values()]
}

/**
 * The page's language, the catalogs each language has loaded and the ones this page asks for
 * (src/site/pages.ts), the pseudo-locale switch (README, For translators), and every message a page
 * asked for that its loaded catalogs lack (Lingui's `missing` event, src/lib/i18n.ts).
 */
export function LanguagesPanel({ theme }: { theme: 'light' | 'dark' }) {
  const { lang } = useParams({ strict: false })
  const pathname = useRouterState({ select: (state) => state.location.pathname })
  const [, refresh] = useReducer((count: number) => count + 1, 0)
  const switchId = useId()
  // A language's instance exists once its catalog has loaded: listened to from then on.
  const ready = LANGUAGES.filter((code) => loadedI18n(code) !== undefined).join(' ')
  useEffect(() => {
    // Missing messages are asked for while a page renders: shown after that render, not during it.
    const later = () => queueMicrotask(refresh)
    const stops = ready
      .split(' ')
      .filter(isLang)
      .flatMap((code) => {
        const i18n = loadedI18n(code)
        return i18n === undefined ? [] : [i18n.on('missing', later)]
      })
    return () => {
      for (const stop of stops) stop()
    }
  }, [ready])
  const togglePseudo = () => {
    if (pseudoLocaleOn()) window.localStorage.removeItem(PSEUDO_LOCALE_STORAGE_KEY)
    else window.localStorage.setItem(PSEUDO_LOCALE_STORAGE_KEY, 'on')
    // The pseudo catalogs are switched on as a page starts (src/lib/i18n.ts).
    window.location.reload()
  }
  return (
    <section className={panelClass(theme)} aria-label="Languages">
      <h2>Languages</h2>
      <p>
        Current language: <strong>{isLang(lang) ? lang : 'none (not a page of a language)'}</strong>
      </p>
      <p>
        This page asks for: <code>{pageCatalogs(pageOfPath(pathname)).join(', ')}</code>
      </p>
      <h3>Catalogs loaded</h3>
      <ul aria-label="Catalogs loaded">
        {LANGUAGES.map((code) => {
          const catalogs = loadedCatalogs(code)
          return (
            <li key={code}>
              {code}: {catalogs.length === 0 ? 'none' : <code>{catalogs.join(', ')}</code>}
            </li>
          )
        })}
      </ul>
      <h3>Pseudo locale</h3>
      <div className="sdt-row">
        <input id={switchId} type="checkbox" checked={pseudoLocaleOn()} onChange={togglePseudo} />
        <label htmlFor={switchId}>
          Pseudo locale (<code>{PSEUDO_LOCALE_STORAGE_KEY}</code>; the page reloads)
        </label>
      </div>
      <h3>Missing messages</h3>
      {missingMessages.length === 0 ? (
        <p>None: every message asked for was in the loaded catalogs.</p>
      ) : (
        <table>
          <caption className="sdt-caption">Messages asked for that the loaded catalogs lack</caption>
          <thead>
            <tr>
              <th scope="col">Language</th>
              <th scope="col">Message id</th>
              <th scope="col">Page</th>
              <th scope="col">Times</th>
            </tr>
          </thead>
          <tbody>
            {distinctMissing().map(({ key, lang: missingLang, id, path, times }) => (
              <tr key={key}>
                <td>{missingLang}</td>
                <td className="sdt-mono">{id}</td>
                <td className="sdt-mono">{path}</td>
                <td>{times}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  )
}
