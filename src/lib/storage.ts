import { atomWithStorage } from 'jotai/utils'
import * as v from 'valibot'

// The storage shape atomWithStorage accepts (jotai does not export the type).
type SyncStorage<Value> = NonNullable<Parameters<typeof atomWithStorage<Value>>[2]>

/**
 * Longest stored text (characters) read by default: every value the site stores is far shorter.
 * A longer one is not ours and is dropped unparsed, so a huge value costs no parsing on any page.
 */
export const MAX_STORED_LENGTH = 2_048

export interface StoredValueOptions {
  /** Longest stored text read, in characters (default `MAX_STORED_LENGTH`). */
  maxLength?: number
}

function localStorageOrNull(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage
  } catch {
    return null // Blocked storage (privacy settings) behaves like empty storage.
  }
}

type Parsed<Value> = { ok: true; value: Value } | { ok: false }

/**
 * A stored text checked from the cheapest test to the dearest: its length, then JSON, then the
 * schema, which stops at the first issue (`abortEarly`): a corrupt value is refused in the time of
 * one issue, however long it is.
 */
export function parseStoredValue<TSchema extends v.GenericSchema>(
  schema: TSchema,
  raw: string,
  maxLength: number = MAX_STORED_LENGTH,
): Parsed<v.InferOutput<TSchema>> {
  if (raw.length > maxLength) return { ok: false }
  let json: unknown
  try {
    json = JSON.parse(raw)
  } catch {
    return { ok: false }
  }
  const result = v.safeParse(schema, json, { abortEarly: true })
  return result.success ? { ok: true, value: result.output } : { ok: false }
}

function removeStored(key: string): void {
  try {
    localStorageOrNull()?.removeItem(key)
  } catch {
    // Nothing stored, nothing to remove.
  }
}

/**
 * JSON in local storage, validated with a valibot schema on every read, including the values
 * other tabs write: corrupt, foreign or oversized data yields the default instead of a crash. A
 * value read from storage that fails is removed, so it costs nothing on the next page. One another
 * tab announces is not: that tab may run a newer version of the site, whose value this one does not
 * know yet.
 */
export function validatedStorage<TSchema extends v.GenericSchema>(
  schema: TSchema,
  { maxLength = MAX_STORED_LENGTH }: StoredValueOptions = {},
): SyncStorage<v.InferOutput<TSchema>> {
  return {
    getItem: (key, initialValue) => {
      let raw: string | null = null
      try {
        raw = localStorageOrNull()?.getItem(key) ?? null
      } catch {
        return initialValue
      }
      if (raw === null) return initialValue
      const parsed = parseStoredValue(schema, raw, maxLength)
      if (parsed.ok) return parsed.value
      removeStored(key)
      return initialValue
    },
    setItem: (key, value) => {
      try {
        localStorageOrNull()?.setItem(key, JSON.stringify(value))
      } catch {
        // A full or blocked storage keeps the value for this visit only.
      }
    },
    removeItem: removeStored,
    subscribe: (key, callback, initialValue) => {
      if (typeof window === 'undefined') return undefined
      const onStorage = (event: StorageEvent) => {
        if (event.key !== key) return
        const parsed = event.newValue === null ? null : parseStoredValue(schema, event.newValue, maxLength)
        callback(parsed?.ok === true ? parsed.value : initialValue)
      }
      window.addEventListener('storage', onStorage)
      return () => window.removeEventListener('storage', onStorage)
    },
  }
}

/**
 * A local-storage atom, validated on read and kept in sync across tabs. It reads the storage when a
 * component first subscribes, after hydration; with `getOnInit` also as it is created, so every
 * component that renders from it while hydrating must render the default instead.
 */
export function atomWithValidatedStorage<TSchema extends v.GenericSchema>(
  key: string,
  schema: TSchema,
  initialValue: v.InferOutput<TSchema>,
  options: { getOnInit?: boolean } & StoredValueOptions = {},
) {
  const { getOnInit, maxLength } = options
  return atomWithStorage<v.InferOutput<TSchema>>(key, initialValue, validatedStorage(schema, { maxLength }), { getOnInit })
}
