import { atomWithStorage } from 'jotai/utils'
import * as v from 'valibot'

// The storage shape atomWithStorage accepts (jotai does not export the type).
type SyncStorage<Value> = NonNullable<Parameters<typeof atomWithStorage<Value>>[2]>

function localStorageOrNull(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage
  } catch {
    return null // Blocked storage (privacy settings) behaves like empty storage.
  }
}

function parseStored<TSchema extends v.GenericSchema>(
  schema: TSchema,
  raw: string | null,
  fallback: v.InferOutput<TSchema>,
): v.InferOutput<TSchema> {
  if (raw === null) return fallback
  try {
    const result = v.safeParse(schema, JSON.parse(raw))
    return result.success ? result.output : fallback
  } catch {
    return fallback
  }
}

/**
 * JSON in local storage, validated with a valibot schema on every read, including the values
 * other tabs write: corrupt or foreign data yields the default instead of a crash.
 */
export function validatedStorage<TSchema extends v.GenericSchema>(
  schema: TSchema,
): SyncStorage<v.InferOutput<TSchema>> {
  return {
    getItem: (key, initialValue) => parseStored(schema, localStorageOrNull()?.getItem(key) ?? null, initialValue),
    setItem: (key, value) => {
      try {
        localStorageOrNull()?.setItem(key, JSON.stringify(value))
      } catch {
        // A full or blocked storage keeps the value for this visit only.
      }
    },
    removeItem: (key) => {
      try {
        localStorageOrNull()?.removeItem(key)
      } catch {
        // Nothing stored, nothing to remove.
      }
    },
    subscribe: (key, callback, initialValue) => {
      if (typeof window === 'undefined') return undefined
      const onStorage = (event: StorageEvent) => {
        if (event.key === key) callback(parseStored(schema, event.newValue, initialValue))
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
  options: { getOnInit?: boolean } = {},
) {
  return atomWithStorage<v.InferOutput<TSchema>>(key, initialValue, validatedStorage(schema), options)
}
