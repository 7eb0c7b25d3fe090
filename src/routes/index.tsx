import { createFileRoute, redirect } from '@tanstack/react-router'
import { redirectScript, resolveLanguageRedirect, storedLanguageCode } from '~/site/redirects'

/**
 * `/` has no content of its own. In the browser it goes to the stored language (else Turkish);
 * the prerendered file redirects with an inline script before any bundle loads, and the static
 * server uses it for every path whose first segment is not a language.
 */
export const Route = createFileRoute('/')({
  beforeLoad: ({ location }) => {
    if (typeof window === 'undefined') return
    throw redirect({ href: resolveLanguageRedirect(location.href, storedLanguageCode()) ?? '/tr', replace: true })
  },
  head: () => ({
    meta: [{ title: 'Storm' }, { name: 'robots', content: 'noindex, follow' }],
    scripts: [{ children: redirectScript }],
  }),
  component: LanguageChoice,
})

/** Shown only without JavaScript: the three languages, in their own words. */
function LanguageChoice() {
  return (
    <main className="mx-auto flex min-h-screen max-w-md flex-col items-center justify-center gap-6 p-6 text-center">
      <p className="text-2xl font-bold">Storm</p>
      <ul className="flex flex-col gap-3">
        <li>
          <a lang="tr" hrefLang="tr" href="/tr" className="text-indigo-700 underline dark:text-indigo-300">Türkçe</a>
        </li>
        <li>
          <a lang="en" hrefLang="en" href="/en" className="text-indigo-700 underline dark:text-indigo-300">English</a>
        </li>
        <li>
          <a lang="de" hrefLang="de" href="/de" className="text-indigo-700 underline dark:text-indigo-300">Deutsch</a>
        </li>
      </ul>
    </main>
  )
}
