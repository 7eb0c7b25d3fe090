import { defineConfig, devices } from '@playwright/test'
import { CHROMIUM_PATH } from './scripts/chromium.ts'
import type { TestOptions, WorkerOptions } from './tests/e2e/fixtures.ts'

const port = Number(process.env.E2E_PORT ?? 4174)
const demoPort = port + 1

/** Specs that need the demo build: its mock service worker, and the pseudo locale it carries. */
const DEMO_SPECS = ['demo-build.spec.ts', 'first-visit.spec.ts']

/**
 * End-to-end tests against the built static sites, served as a host would: the production build
 * (`npm run build`, dist/client) with the API answered at the network level by the mock handlers
 * (tests/e2e/mock-network.ts), and for a few specs the demo build that `npm start` serves
 * (`npm run build:demo`, dist-demo/client) with its own mock service worker.
 */
export default defineConfig<TestOptions, WorkerOptions>({
  testDir: 'tests/e2e',
  fullyParallel: true,
  forbidOnly: Boolean(process.env.CI),
  retries: 0,
  workers: 2,
  reporter: process.env.CI ? [['list'], ['./tests/e2e/timing-reporter.ts']] : [['list'], ['html', { open: 'never' }], ['./tests/e2e/timing-reporter.ts']],
  timeout: 45_000,
  expect: { timeout: 7_000 },
  use: {
    // A trace records every step of every test, which slows the whole suite; CI keeps only its
    // log, so it records none. Locally a failing test keeps its trace.
    trace: process.env.CI ? 'off' : 'retain-on-failure',
    launchOptions: {
      executablePath: CHROMIUM_PATH,
      args: ['--no-sandbox', '--disable-dev-shm-usage', '--disable-background-networking', '--disable-component-update'],
    },
  },
  projects: [
    {
      name: 'site',
      testIgnore: DEMO_SPECS,
      use: { ...devices['Desktop Chrome'], channel: undefined, baseURL: `http://127.0.0.1:${port}`, mockBackend: 'network' },
    },
    {
      name: 'demo',
      testMatch: DEMO_SPECS,
      use: { ...devices['Desktop Chrome'], channel: undefined, baseURL: `http://127.0.0.1:${demoPort}`, mockBackend: 'worker' },
    },
  ],
  // Each server first writes .br and .gz of its files, with light settings (scripts/serve.ts).
  webServer: [
    { command: 'node scripts/serve.ts dist/client', env: { PORT: String(port), COMPRESSION: 'fast' }, url: `http://127.0.0.1:${port}/tr`, reuseExistingServer: !process.env.CI, timeout: 180_000, stdout: 'ignore' },
    {
      command: 'node scripts/serve.ts dist-demo/client',
      env: { PORT: String(demoPort), COMPRESSION: 'fast' },
      url: `http://127.0.0.1:${demoPort}/tr`,
      reuseExistingServer: !process.env.CI,
      timeout: 180_000,
      stdout: 'ignore',
    },
  ],
})
