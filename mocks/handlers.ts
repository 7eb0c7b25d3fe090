import type { RequestHandler } from 'msw'

/** Every handler of the mock backend: shared by the browser worker, vitest and Playwright. */
export const handlers: RequestHandler[] = []
