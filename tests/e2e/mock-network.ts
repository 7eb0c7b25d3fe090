import { linguiTransformerBabelPreset } from '@lingui/vite-plugin'
import babel from '@rolldown/plugin-babel'
import type { BrowserContext, Route } from '@playwright/test'
import { loadEnv, runnerImport } from 'vite'
import type * as NetworkModule from '../../mocks/network'
import type { MockNetwork } from '../../mocks/network'
import { parseEnv, definedValues } from '../../src/lib/env-schema'

/** The configuration `npm run build` reads (.env.production): the build the tests load. */
export const PRODUCTION_ENV = parseEnv(definedValues(loadEnv('production', process.cwd(), 'VITE_')))

let loading: Promise<MockNetwork> | undefined

/**
 * The mock backend of mocks/network.ts, once per test worker. The handlers share the app's modules
 * (schemas, the catalog with its Lingui message descriptors, fixture feeds imported `?raw`), so they
 * are loaded through Vite with the app's Lingui macro, not by Playwright's own TypeScript loader.
 */
export function mockNetwork(): Promise<MockNetwork> {
  loading ??= runnerImport<typeof NetworkModule>('./mocks/network.ts', {
    mode: 'production',
    logLevel: 'error',
    resolve: { tsconfigPaths: true },
    plugins: [babel({ presets: [linguiTransformerBabelPreset()] })],
  }).then(({ module }) => module.createMockNetwork(PRODUCTION_ENV.VITE_ANALYTICS_URL))
  return loading
}

async function answer(network: MockNetwork, route: Route): Promise<void> {
  const request = route.request()
  const headers = Object.entries(await request.allHeaders()).filter(([name]) => !name.startsWith(':'))
  const body = request.postDataBuffer()
  const answered = await network.answer(
    new Request(request.url(), { method: request.method(), headers, ...(body === null || ['GET', 'HEAD'].includes(request.method()) ? {} : { body: new Uint8Array(body) }) }),
  )
  if (answered.kind === 'unhandled') return route.fallback()
  if (answered.kind === 'network-error') return route.abort('failed')
  const { response } = answered
  // The API is another origin than the site: the browser reads its answer only with these.
  const cors = { 'access-control-allow-origin': (await request.headerValue('origin')) ?? '*', 'access-control-allow-credentials': 'true' }
  await route.fulfill({ status: response.status, headers: { ...Object.fromEntries(response.headers), ...cors }, body: Buffer.from(await response.arrayBuffer()) })
}

/** Answers every request of the context that leaves the site with the mock backend. */
export async function routeToMockNetwork(context: BrowserContext, network: MockNetwork, siteOrigin: string): Promise<void> {
  await context.route(
    (url) => url.origin !== siteOrigin && /^https?:$/.test(url.protocol),
    (route) => answer(network, route),
  )
}
