import { useEffect, useId, useState } from 'react'
import { panelClass } from './panel-styles'
import { editableText, STORAGE_ENTRIES, validateEdit, type StorageEntry } from './storage-entries'

function readStored(key: string): string | null {
  try {
    return window.localStorage.getItem(key)
  } catch {
    return null
  }
}

/**
 * Writes (or, with null, removes) a stored value and announces it as another tab's write would be:
 * the site's storage atoms (src/lib/storage.ts) take the new value at once.
 */
function writeStored(key: string, value: string | null): void {
  const oldValue = readStored(key)
  if (value === null) window.localStorage.removeItem(key)
  else window.localStorage.setItem(key, value)
  window.dispatchEvent(new StorageEvent('storage', { key, oldValue, newValue: value, storageArea: window.localStorage }))
}

type Outcome = { ok: boolean; text: string } | null

function StoredValue({ entry }: { entry: StorageEntry }) {
  const [stored, setStored] = useState(() => readStored(entry.key))
  const [text, setText] = useState(() => editableText(entry, stored))
  const [outcome, setOutcome] = useState<Outcome>(null)
  const fieldId = useId()
  useEffect(() => {
    // What another tab writes; the page's own writes show with "Reload … as stored".
    const refresh = () => setStored(readStored(entry.key))
    window.addEventListener('storage', refresh)
    return () => window.removeEventListener('storage', refresh)
  }, [entry.key])
  const reload = () => {
    const value = readStored(entry.key)
    setStored(value)
    setText(editableText(entry, value))
    setOutcome(null)
  }
  const save = () => {
    const result = validateEdit(entry, text)
    if (!result.ok) {
      setOutcome({ ok: false, text: `Refused, nothing written: ${result.reason}` })
      return
    }
    writeStored(entry.key, result.stored)
    setStored(result.stored)
    setOutcome({ ok: true, text: 'Saved' })
  }
  const reset = () => {
    const value = entry.initial === undefined ? null : JSON.stringify(entry.initial)
    writeStored(entry.key, value)
    setStored(value)
    setText(editableText(entry, value))
    setOutcome({ ok: true, text: entry.initial === undefined ? 'Removed: nothing stored' : 'Reset to the default' })
  }
  return (
    <div className="sdt-entry">
      <label htmlFor={fieldId}>
        <strong>{entry.label}</strong> <code>{entry.key}</code>
      </label>
      <p>Stored: {stored === null ? 'nothing (the site uses its default)' : <code>{stored}</code>}</p>
      <textarea id={fieldId} value={text} spellCheck={false} onChange={(event) => setText(event.target.value)} />
      <div className="sdt-row">
        <button type="button" onClick={save}>
          Save {entry.label.toLowerCase()}
        </button>
        <button type="button" onClick={reset}>
          Reset {entry.label.toLowerCase()}
        </button>
        <button type="button" onClick={reload}>
          Reload {entry.label.toLowerCase()} as stored
        </button>
      </div>
      <p role="status" className={outcome === null ? undefined : outcome.ok ? 'sdt-ok' : 'sdt-error'}>
        {outcome?.text}
      </p>
    </div>
  )
}

/**
 * The values the site keeps in local storage, each edited as JSON and checked with its feature's
 * own schema before anything is written (storage-entries.ts), each with a reset to its default.
 */
export function StoragePanel({ theme }: { theme: 'light' | 'dark' }) {
  return (
    <section className={panelClass(theme)} aria-label="Storage">
      <h2>Storage</h2>
      <p>Local storage as the site reads it; an edit is checked with the same schema first.</p>
      {STORAGE_ENTRIES.map((entry) => (
        <StoredValue key={entry.key} entry={entry} />
      ))}
    </section>
  )
}
