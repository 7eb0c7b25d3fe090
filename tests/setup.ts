import '@testing-library/jest-dom/vitest'
import { cleanup, configure } from '@testing-library/react'
import { afterAll, afterEach, beforeAll, beforeEach, vi } from 'vitest'
import { CATALOGS, loadI18n } from '~/lib/i18n'
import { LANGUAGES } from '~/lib/languages'
import { server } from '../mocks/node'

// findBy* and waitFor wait up to 5 s: the feed parser's chunk loads slowly on a busy machine.
configure({ asyncUtilTimeout: 5000 })

// A page loads its area's catalog with the language's `messages`; a component or schema under test
// may be of any area, so every catalog of every language is loaded.
beforeAll(() => Promise.all(LANGUAGES.map((lang) => loadI18n(lang, CATALOGS))))

// A request no handler answers fails the test instead of reaching the network.
beforeAll(() => server.listen({ onUnhandledFrame: 'error' }))
afterEach(() => {
  server.resetHandlers()
  cleanup()
  // Pure logic runs in node (`// @vitest-environment node` atop its file): no window there.
  if (typeof window !== 'undefined') window.localStorage.clear()
})
afterAll(() => server.close())

// An unexpected console.error fails the test; a test that expects one spies on it first (its own
// mockImplementation replaces this one). Installed before each test because `restoreMocks`
// restores every spy before each test; checked after each one because a throw from here could be
// swallowed by the code that logged (a React error callback, a catch block).
const originalError = console.error
let unexpectedErrors: string[] = []
beforeEach(() => {
  unexpectedErrors = []
  vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    originalError(...args)
    unexpectedErrors.push(args.map(String).join(' '))
  })
})
afterEach(() => {
  if (unexpectedErrors.length > 0) {
    throw new Error(`console.error was called: ${unexpectedErrors.join('\n')}`)
  }
})
