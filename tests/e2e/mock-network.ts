import { execFileSync } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import type { IncomingMessage, ServerResponse } from 'node:http'
import { createServer } from 'node:https'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { linguiTransformerBabelPreset } from '@lingui/vite-plugin'
import babel from '@rolldown/plugin-babel'
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

/** A certificate for any host, made for this run: the browser is told to accept it (the site's hosts are fictional here). */
function selfSignedCertificate(): { key: Buffer; cert: Buffer } {
  const dir = mkdtempSync(join(tmpdir(), 'storm-mock-api-'))
  const key = join(dir, 'key.pem')
  const cert = join(dir, 'cert.pem')
  execFileSync('openssl', ['req', '-x509', '-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:prime256v1', '-nodes', '-days', '1', '-subj', '/CN=storm-mock-api', '-keyout', key, '-out', cert], { stdio: 'ignore' })
  const files = { key: readFileSync(key), cert: readFileSync(cert) }
  rmSync(dir, { recursive: true })
  return files
}

// What a Node `Request` may not be given, or must not be given twice.
const HOP_BY_HOP = new Set(['host', 'connection', 'keep-alive', 'content-length', 'transfer-encoding', 'upgrade'])

async function answer(network: MockNetwork, req: IncomingMessage, res: ServerResponse): Promise<void> {
  const origin = req.headers.origin
  const cors: Record<string, string> = origin === undefined ? {} : { 'access-control-allow-origin': origin, 'access-control-allow-credentials': 'true', vary: 'Origin' }
  const method = req.method ?? 'GET'
  if (method === 'OPTIONS' && req.headers['access-control-request-method'] !== undefined) {
    res.writeHead(204, {
      ...cors,
      'access-control-allow-methods': req.headers['access-control-request-method'],
      'access-control-allow-headers': req.headers['access-control-request-headers'] ?? '',
      'access-control-max-age': '600',
    })
    res.end()
    return
  }
  const chunks: Buffer[] = []
  for await (const chunk of req) chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(String(chunk)))
  const headers = Object.entries(req.headers).flatMap(([name, value]) => (value === undefined || HOP_BY_HOP.has(name) ? [] : [[name, Array.isArray(value) ? value.join(', ') : value] as [string, string]]))
  const hasBody = !['GET', 'HEAD'].includes(method) && chunks.length > 0
  const answered = await network.answer(new Request(`https://${req.headers.host ?? 'unknown.invalid'}${req.url ?? '/'}`, { method, headers, ...(hasBody ? { body: new Uint8Array(Buffer.concat(chunks)) } : {}) }))
  // No handler, or a handler's network error: the connection fails, as a host that cannot be reached would.
  if (answered.kind !== 'response') {
    req.socket.destroy()
    return
  }
  const { response } = answered
  res.writeHead(response.status, { ...Object.fromEntries(response.headers), ...cors })
  res.end(Buffer.from(await response.arrayBuffer()))
}

export interface MockServer {
  /** Chromium's flags that send every host but the site's to this server, and accept its certificate. */
  browserArgs: string[]
  close: () => Promise<void>
}

/**
 * The mock backend as an HTTPS server of this test worker: the browser resolves every host but
 * 127.0.0.1 to it (Chromium's host resolver rules), so the API, the news proxy, the analytics host
 * and the feeds' image hosts are answered by the handlers with nothing intercepted in the browser.
 * (Playwright's request routing pauses every request of the page and turns off its HTTP cache:
 * page loads took twice as long with it.) A request no handler answers fails its connection.
 */
export async function startMockServer(network: MockNetwork): Promise<MockServer> {
  const server = createServer(selfSignedCertificate(), (req, res) => {
    answer(network, req, res).catch((error: unknown) => {
      console.error('The mock API failed on', req.method, req.headers.host, req.url, error)
      req.socket.destroy()
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const address = server.address()
  if (address === null || typeof address === 'string') throw new Error('The mock API server has no port')
  return {
    browserArgs: [`--host-resolver-rules=MAP * 127.0.0.1:${address.port}, EXCLUDE 127.0.0.1`, '--ignore-certificate-errors'],
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}
