// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { logPath, REQUEST_LOG_LIMIT, requestLogReducer, type RequestLogEntry } from './request-log'

const ORIGIN = 'http://localhost:4173'

describe('the mock worker request log', () => {
  it('records an answered request with its method, path, status and time, newest first', () => {
    let log: readonly RequestLogEntry[] = []
    log = requestLogReducer(log, { type: 'mocked', id: 'a', method: 'post', url: `${ORIGIN}/api/login`, status: 401, at: 1 }, ORIGIN)
    log = requestLogReducer(log, { type: 'mocked', id: 'b', method: 'GET', url: `${ORIGIN}/api/orders?page=2`, status: 200, at: 2 }, ORIGIN)
    expect(log).toEqual([
      { id: 'b', method: 'GET', path: '/api/orders?page=2', status: 200, at: 2 },
      { id: 'a', method: 'POST', path: '/api/login', status: 401, at: 1 },
    ])
  })

  it('records a request no handler answered without a status, with the whole address of another host', () => {
    const log = requestLogReducer([], { type: 'unhandled', id: 'c', method: 'GET', url: 'https://news.example.com/feed.xml', at: 3 }, ORIGIN)
    expect(log).toEqual([{ id: 'c', method: 'GET', path: 'https://news.example.com/feed.xml', status: null, at: 3 }])
  })

  it("leaves out the site's own files, which the host serves, not a handler", () => {
    const log = requestLogReducer([], { type: 'unhandled', id: 'd', method: 'GET', url: `${ORIGIN}/assets/index-1a2b.js`, at: 4 }, ORIGIN)
    expect(log).toEqual([])
  })

  it('keeps one entry per request and only the newest entries', () => {
    let log: readonly RequestLogEntry[] = []
    for (let index = 0; index < REQUEST_LOG_LIMIT + 5; index += 1) {
      log = requestLogReducer(log, { type: 'mocked', id: String(index), method: 'GET', url: `${ORIGIN}/api/${index}`, status: 200, at: index }, ORIGIN)
    }
    log = requestLogReducer(log, { type: 'mocked', id: String(REQUEST_LOG_LIMIT + 4), method: 'GET', url: `${ORIGIN}/api/again`, status: 500, at: 999 }, ORIGIN)
    expect(log).toHaveLength(REQUEST_LOG_LIMIT)
    expect(log[0]).toMatchObject({ path: '/api/again', status: 500 })
    expect(log.filter((entry) => entry.id === String(REQUEST_LOG_LIMIT + 4))).toHaveLength(1)
    expect(log.at(-1)?.id).toBe('5')
  })

  it('empties on clear', () => {
    const log = requestLogReducer([], { type: 'mocked', id: 'a', method: 'GET', url: `${ORIGIN}/api`, status: 200, at: 1 }, ORIGIN)
    expect(requestLogReducer(log, { type: 'clear' }, ORIGIN)).toEqual([])
  })

  it('shows a relative address as a path of the page origin', () => {
    expect(logPath('/api/cart#x', ORIGIN)).toBe('/api/cart')
  })
})
