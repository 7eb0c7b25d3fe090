import { useLingui } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import { LANGUAGE_STORAGE_KEY, LANGUAGES, StoredLanguageSchema, type Lang } from '~/lib/languages'
import { validatedStorage } from '~/lib/storage'
import { focusRing } from '~/components/focus-ring'

/** Each language in its own name, as SPEC.md's footer switcher shows them. */
const AUTONYMS: Record<Lang, string> = { tr: 'Türkçe', en: 'English', de: 'Deutsch' }
const FLAGS: Record<Lang, string> = { tr: '/images/flags/tr.svg', en: '/images/flags/gb.svg', de: '/images/flags/de.svg' }

const languageStorage = validatedStorage(StoredLanguageSchema)

// The footer is always dark; the phone menu follows the site's theme.
const LINK_CLASSES = {
  footer:
    'border-slate-600 text-slate-200 hover:border-slate-400 hover:text-white focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-300 aria-[current=page]:border-indigo-300 aria-[current=page]:text-white',
  panel: `min-h-11 border-slate-300 text-slate-800 hover:border-slate-500 aria-[current=page]:border-indigo-600 aria-[current=page]:font-semibold dark:border-slate-600 dark:text-slate-100 dark:hover:border-slate-400 dark:aria-[current=page]:border-indigo-400 ${focusRing}`,
} as const

/**
 * Links to the same page, with the same search parameters, in the other languages. Choosing one stores `{"code": "de"}` under
 * `language`, which the redirect of `/` and of un-prefixed paths then honours.
 */
export function LanguageSwitcher({ tone = 'footer' }: { tone?: keyof typeof LINK_CLASSES }) {
  const { t } = useLingui()
  return (
    <nav aria-label={t`Language`}>
      <ul className="flex flex-wrap gap-2">
        {LANGUAGES.map((code) => (
          <li key={code}>
            <Link
              to="."
              params={(previous: Record<string, string>) => ({ ...previous, lang: code })}
              // The same view in the other language: a filter, a page number or an article stays.
              search
              hrefLang={code}
              lang={code}
              onClick={() => languageStorage.setItem(LANGUAGE_STORAGE_KEY, { code })}
              className={`inline-flex min-h-10 items-center gap-2 rounded-lg border px-3 text-sm ${LINK_CLASSES[tone]}`}
            >
              <img src={FLAGS[code]} alt="" width={30} height={20} loading="lazy" className="h-4 w-6 rounded-sm" />
              {AUTONYMS[code]}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  )
}
