import { useLingui } from '@lingui/react/macro'
import { useNavigate } from '@tanstack/react-router'
import { useId, useMemo, useState, type FormEvent } from 'react'
import { searchablePages, searchPages } from '~/features/template-pages/search'
import { LOCALE_TAGS, type Lang } from '~/lib/languages'

/** Finds a page of the site by its title; suggestions come from a datalist, misses are announced. */
export function SiteSearch({ lang }: { lang: Lang }) {
  const { t, i18n } = useLingui()
  const navigate = useNavigate()
  const id = useId()
  const [query, setQuery] = useState('')
  const [status, setStatus] = useState('')
  const pages = useMemo(() => searchablePages(i18n), [i18n])

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const [hit] = searchPages(pages, query, LOCALE_TAGS[lang].intl)
    if (!hit) {
      setStatus(query.trim() === '' ? t`Type what you are looking for.` : t`No page matches “${query.trim()}”.`)
      return
    }
    setStatus('')
    setQuery('')
    void navigate({ href: hit.page === '' ? `/${lang}` : `/${lang}/${hit.page}` })
  }

  return (
    <form role="search" onSubmit={onSubmit} className="relative hidden lg:block">
      <label htmlFor={`${id}-q`} className="sr-only">
        {t`Search the site`}
      </label>
      <input
        id={`${id}-q`}
        type="search"
        name="q"
        list={`${id}-pages`}
        value={query}
        onChange={(event) => {
          setQuery(event.target.value)
          setStatus('')
        }}
        placeholder={t`Search`}
        autoComplete="off"
        aria-describedby={`${id}-status`}
        className="h-10 w-48 rounded-lg border border-slate-300 bg-white px-3 text-sm text-slate-900 placeholder:text-slate-600 focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-indigo-600 dark:border-slate-600 dark:bg-slate-900 dark:text-slate-100 dark:placeholder:text-slate-400"
      />
      <datalist id={`${id}-pages`}>
        {pages.map((page) => (
          <option key={page.page} value={page.title} />
        ))}
      </datalist>
      <p id={`${id}-status`} role="status" className="absolute top-full right-0 mt-1 w-64 text-right text-xs text-red-700 dark:text-red-300">
        {status}
      </p>
    </form>
  )
}
