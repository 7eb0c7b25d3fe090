import { defineConfig, devices } from '@playwright/test'
import { CHROMIUM_PATH } from './scripts/chromium.ts'
import type { TestOptions, WorkerOptions } from './tests/e2e/fixtures.ts'

const firstPort = Number(process.env.E2E_PORT ?? 4174)

/** Specs that need the demo build: its mock service worker, and the pseudo locale it carries. */
const DEMO_SPECS = ['demo-build.spec.ts', 'first-visit.spec.ts']

/** The two builds under test, each served on a port of its own, and which specs load which. */
const BUILDS = [
  { name: 'site', dir: 'dist/client', port: firstPort, mockBackend: 'network', specs: { testIgnore: DEMO_SPECS } },
  { name: 'demo', dir: 'dist-demo/client', port: firstPort + 1, mockBackend: 'worker', specs: { testMatch: DEMO_SPECS } },
] as const

export default defineConfig<TestOptions, WorkerOptions>({
  testDir: 'tests/e2e',
  fullyParallel: true,
  forbidOnly: Boolean(process.env.CI),
  retries: 0,
  workers: 2,
  reporter: [['list'], ...(process.env.CI ? [] : [['html', { open: 'never' }] as const]), ['./tests/e2e/timing-reporter.ts']],
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
  projects: BUILDS.map(({ name, port, mockBackend, specs }) => ({
    name,
    ...specs,
    use: { ...devices['Desktop Chrome'], channel: undefined, baseURL: `http://127.0.0.1:${port}`, mockBackend },
  })),
  // Each server first writes .br and .gz of its files, with light settings (scripts/serve.ts).
  webServer: BUILDS.map(({ dir, port }) => ({
    command: `node scripts/serve.ts ${dir}`,
    env: { PORT: String(port), COMPRESSION: 'fast' },
    url: `http://127.0.0.1:${port}/tr`,
    reuseExistingServer: !process.env.CI,
    timeout: 180_000,
    stdout: 'ignore' as const,
  })),
})
