import { createMemoryHistory, createRouter } from '@tanstack/react-router'
import { expect, it } from 'vitest'
import { createQueryClient } from '~/lib/query-client'
import { routeTree } from '~/routeTree.gen'

/**
 * The old addresses of the job and help article pages in the browser's router: its `beforeLoad`
 * redirects from the valibot-checked search. (On a static host the old address's prerendered
 * script does it before the router starts: tests/e2e/careerhelp.spec.ts.)
 */
it.each([
  ['/en/career/single?job=backend-developer', '/en/career/backend-developer'],
  ['/tr/career/single?job=data-engineer', '/tr/career/data-engineer'],
  ['/de/career/single?job=Backend%20Developer', '/de/career'],
  ['/en/career/single', '/en/career'],
  ['/de/help/detail?article=paying-for-your-order', '/de/help/paying-for-your-order'],
  ['/tr/help/detail?article=%5B1%5D', '/tr/help/center'],
])('%s goes to %s', async (from, to) => {
  const router = createRouter({ routeTree, history: createMemoryHistory({ initialEntries: [from] }), context: { queryClient: createQueryClient() } })
  await router.load()
  expect(router.state.location.href).toBe(to)
})
