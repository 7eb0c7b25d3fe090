import { useLingui } from '@lingui/react/macro'
import { useNavigate } from '@tanstack/react-router'
import { lazy, Suspense, useCallback, useState } from 'react'
import type { I18n } from '@lingui/core'
import { pageSearchEntries } from '~/features/site-search/page-entries'
import { withAliases, type SearchEntry } from '~/features/site-search/search'
import { loadI18n } from '~/lib/i18n'
import { LANGUAGES, type Lang } from '~/lib/languages'
import { useDialogSession } from '~/lib/use-dialog-session'

// The panel, the products and the content collections load on first use, not with the page.
const SearchDialog = lazy(() => import('~/features/site-search/components/search-dialog').then((module) => ({ default: module.SearchDialog })))

const headerButtonClass =
  'inline-flex h-10 shrink-0 items-center gap-2 rounded-lg px-2 min-[400px]:px-2.5 text-sm text-slate-700 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600 lg:border lg:border-slate-300 lg:pr-8 xl:pr-2.5 dark:text-slate-200 dark:hover:bg-slate-800 dark:lg:border-slate-600'
/** Drawn like a search field, as wide as its container: the 404 page's way to find a page. */
const fieldButtonClass =
  'flex h-12 w-full items-center gap-3 rounded-lg border border-slate-300 bg-white px-4 text-left text-slate-700 hover:border-indigo-600 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600 dark:border-slate-600 dark:bg-slate-950 dark:text-slate-200 dark:hover:border-indigo-400'

/**
 * The site's search: a button that opens the search panel. `header` is the header's icon button
 * (named on screen where the header has room), `field` a full-width one named "Search the site".
 */
export function SiteSearch({ lang, look = 'header' }: { lang: Lang; look?: 'header' | 'field' }) {
  const { t, i18n } = useLingui()
  const navigate = useNavigate()
  const [open, setOpen] = useState(false)
  const dialog = useDialogSession()
  const { session } = dialog
  // Sources of search entries: the site's pages, the shop's products and the content collections,
  // in the page's language. Pages and products are found by their names in the other languages too.
  const loadEntries = useCallback(async () => {
    const [shop, content] = await Promise.all([
      import('~/features/shop/catalog/api'),
      import('~/features/site-search/content-entries').then((module) => module.contentSearchEntries(i18n, lang)),
    ])
    const named = (instance: I18n, language: Lang): SearchEntry[] => [
      ...pageSearchEntries(instance, language),
      ...shop.productSearchEntries(instance, language).map((product) => ({
        id: `product:${product.id}`,
        kind: t`Product`,
        title: product.name,
        summary: product.category,
        url: product.url,
      })),
    ]
    const others = await Promise.all(LANGUAGES.filter((other) => other !== lang).map(async (other) => named(await loadI18n(other), other)))
    return [...withAliases(named(i18n, lang), others), ...content]
  }, [i18n, lang, t])

  return (
    <>
      <button
        type="button"
        aria-haspopup="dialog"
        onClick={() => {
          dialog.begin()
          setOpen(true)
        }}
        className={look === 'header' ? headerButtonClass : fieldButtonClass}
      >
        <svg width="18" height="18" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" aria-hidden="true">
          <circle cx="11" cy="11" r="7" />
          <path d="m20 20-3.5-3.5" />
        </svg>
        {look === 'header' ? (
          // Named on screen where the header has room: not beside the full menu, whose row keeps the content's width.
          <span className="sr-only lg:not-sr-only xl:sr-only">{t`Search`}</span>
        ) : (
          <span>{t`Search the site`}</span>
        )}
      </button>
      {open && (
        <Suspense>
          <SearchDialog
            key={session}
            loadEntries={loadEntries}
            onOpen={(entry) => void navigate({ href: entry.url })}
            onClose={() => {
              if (dialog.isNewest(session)) setOpen(false)
            }}
          />
        </Suspense>
      )}
    </>
  )
}
