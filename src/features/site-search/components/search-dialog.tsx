import { useLingui } from '@lingui/react/macro'
import { useEffect, useId, useMemo, useRef, useState, type KeyboardEvent } from 'react'
import { indexEntries, search, type SearchEntry } from '../search'

/**
 * The search panel: a modal dialog with a combobox and its listbox of results. Arrow keys move
 * through the results, Enter opens one, Escape closes (the platform returns focus to the button).
 */
export function SearchDialog({
  loadEntries,
  onOpen,
  onClose,
}: {
  /** The index of every source in the page's language, loaded when the dialog first opens. */
  loadEntries: () => Promise<readonly SearchEntry[]>
  onOpen: (entry: SearchEntry) => void
  onClose: () => void
}) {
  const { t } = useLingui()
  const id = useId()
  const dialogRef = useRef<HTMLDialogElement>(null)
  const [entries, setEntries] = useState<readonly SearchEntry[] | null>(null)
  const [failed, setFailed] = useState(false)
  const [query, setQuery] = useState('')
  const [active, setActive] = useState(0)

  useEffect(() => {
    dialogRef.current?.showModal()
    let live = true
    void (async () => {
      try {
        const loaded = await loadEntries()
        if (live) setEntries(loaded)
      } catch (error) {
        console.error('The search index could not be loaded:', error)
        if (live) setFailed(true)
      }
    })()
    return () => {
      live = false
    }
  }, [loadEntries])

  const index = useMemo(() => (entries === null ? null : indexEntries(entries)), [entries])
  const results = useMemo(() => (index === null ? [] : search(index, query)), [index, query])
  const trimmed = query.trim()
  const activeEntry = results[Math.min(active, results.length - 1)]

  function choose(entry: SearchEntry | undefined) {
    if (!entry) return
    dialogRef.current?.close()
    onOpen(entry)
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault()
      if (results.length === 0) return
      const step = event.key === 'ArrowDown' ? 1 : -1
      setActive((current) => (Math.min(current, results.length - 1) + step + results.length) % results.length)
    } else if (event.key === 'Enter') {
      event.preventDefault()
      choose(activeEntry)
    }
  }

  const count = results.length
  let status = ''
  if (failed) status = t`Search is not available right now.`
  else if (index === null) status = t`Loading the search…`
  else if (trimmed !== '' && results.length === 0) status = t`Nothing matches “${trimmed}”.`
  else if (trimmed !== '') status = t`Results: ${count}`

  return (
    <dialog
      ref={dialogRef}
      aria-labelledby={`${id}-label`}
      closedby="any"
      onClose={onClose}
      data-overlay=""
      className="mx-auto mt-16 w-[min(40rem,calc(100vw-2rem))] rounded-2xl bg-white p-0 text-slate-900 shadow-2xl backdrop:bg-slate-950/60 dark:bg-slate-900 dark:text-slate-100"
    >
      <div className="border-b border-slate-200 p-4 dark:border-slate-700">
        <label id={`${id}-label`} htmlFor={`${id}-input`} className="text-sm font-semibold">
          {t`Search the site`}
        </label>
        <input
          id={`${id}-input`}
          type="search"
          role="combobox"
          aria-expanded={results.length > 0}
          aria-controls={`${id}-list`}
          aria-autocomplete="list"
          aria-activedescendant={activeEntry ? `${id}-${activeEntry.id}` : undefined}
          aria-describedby={`${id}-status`}
          value={query}
          onChange={(event) => {
            setQuery(event.target.value)
            setActive(0)
          }}
          onKeyDown={onKeyDown}
          placeholder={t`Pages, topics…`}
          autoComplete="off"
          // oxlint-disable-next-line jsx-a11y/no-autofocus -- the dialog exists to type into this field
          autoFocus
          className="mt-2 h-12 w-full rounded-lg border border-slate-300 bg-white px-3 text-base text-slate-900 placeholder:text-slate-600 focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-indigo-600 dark:border-slate-600 dark:bg-slate-950 dark:text-slate-100 dark:placeholder:text-slate-400"
        />
        <p id={`${id}-status`} role="status" className="mt-2 min-h-5 text-sm text-slate-600 dark:text-slate-300">
          {status}
        </p>
      </div>
      <div id={`${id}-list`} role="listbox" aria-label={t({ message: 'Results', context: 'site search', comment: 'Accessible name of the list of search results.' })} className="max-h-[60vh] overflow-y-auto p-2">
        {results.map((entry) => (
          // Combobox pattern: focus stays in the field (aria-activedescendant), which handles the keys.
          // oxlint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/interactive-supports-focus
          <div
            key={entry.id}
            id={`${id}-${entry.id}`}
            role="option"
            aria-selected={entry === activeEntry}
            onClick={() => choose(entry)}
            className="cursor-pointer rounded-lg px-3 py-2 aria-selected:bg-indigo-50 aria-selected:ring-2 aria-selected:ring-indigo-600 dark:aria-selected:bg-slate-800"
          >
            <span className="block font-medium">{entry.title}</span>
            <span className="block text-sm text-slate-600 dark:text-slate-300">
              {entry.kind} · {entry.summary}
            </span>
          </div>
        ))}
      </div>
    </dialog>
  )
}
