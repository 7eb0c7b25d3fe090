import * as v from 'valibot'
import { VISITOR_ID_STORAGE_KEY } from './constants'
import { VisitorIdSchema } from './schemas'

function storage(): Storage | null {
  try {
    return window.localStorage
  } catch {
    return null // Blocked storage: an id for this page only.
  }
}

/**
 * The browser's random visitor id (SPEC.md §7), created on first use. Call it only while
 * statistics are allowed. A stored value that is no UUID is replaced.
 */
export function visitorId(randomUUID: () => string = () => crypto.randomUUID()): string {
  const stored = storage()?.getItem(VISITOR_ID_STORAGE_KEY) ?? null
  const parsed = v.safeParse(VisitorIdSchema, stored)
  if (parsed.success) return parsed.output
  const id = randomUUID()
  try {
    storage()?.setItem(VISITOR_ID_STORAGE_KEY, id)
  } catch {
    // A full storage: the id lasts for this page.
  }
  return id
}
