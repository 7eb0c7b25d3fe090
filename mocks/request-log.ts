/**
 * The demo worker's log of the requests it saw, for the devtools' Mock API panel: what a handler
 * answered (with the answer's status) and what no handler answered (it went to the network).
 * Pure, so that the panel and its tests share one reducer.
 */

/** Entries kept: the newest, the oldest dropped first. */
export const REQUEST_LOG_LIMIT = 200

export interface RequestLogEntry {
  /** MSW's id of the request; each request has one entry. */
  id: string
  method: string
  /** Path and query for the site's own origin, the whole address for another. */
  path: string
  /** The mocked answer's status; null for a request no handler answered. */
  status: number | null
  /** When it was answered (ms since the epoch). */
  at: number
}

export type RequestLogEvent =
  | { type: 'mocked'; id: string; method: string; url: string; status: number; at: number }
  | { type: 'unhandled'; id: string; method: string; url: string; at: number }
  | { type: 'clear' }

/** How the log shows an address: the path for the page's own origin, the address for others. */
export function logPath(url: string, origin: string): string {
  const parsed = new URL(url, origin)
  return parsed.origin === origin ? `${parsed.pathname}${parsed.search}` : parsed.href
}

/**
 * The log after an event, newest entry first, at most `REQUEST_LOG_LIMIT` entries. A request to the
 * page's own origin that no handler answered is one of the site's own files (a chunk, a font, a
 * picture) that the host serves, not a backend call, so it is left out.
 */
export function requestLogReducer(log: readonly RequestLogEntry[], event: RequestLogEvent, origin: string): readonly RequestLogEntry[] {
  if (event.type === 'clear') return []
  if (event.type === 'unhandled' && new URL(event.url, origin).origin === origin) return log
  const entry: RequestLogEntry = {
    id: event.id,
    method: event.method.toUpperCase(),
    path: logPath(event.url, origin),
    status: event.type === 'mocked' ? event.status : null,
    at: event.at,
  }
  return [entry, ...log.filter((known) => known.id !== event.id)].slice(0, REQUEST_LOG_LIMIT)
}
