import { defineConfig, devices } from '@playwright/test'
import { CHROMIUM_PATH } from './scripts/chromium.ts'

const port = Number(process.env.E2E_PORT ?? 4174)

/** End-to-end tests against the built static site (`npm run build:demo`), served as a host would. */
export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  forbidOnly: Boolean(process.env.CI),
  // One more try in CI only, where a test that waits on the browser has twice hung past its time
  // limit on a busy two-core machine (a frame or timer that never came). A test that fails twice
  // fails the run; one that passes on its second try is listed as flaky in the log.
  retries: process.env.CI ? 1 : 0,
  workers: 2,
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  timeout: 45_000,
  expect: { timeout: 7_000 },
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    // A trace records every step of every test, which slows the whole suite; CI keeps only its
    // log, so it records none. Locally a failing test keeps its trace.
    trace: process.env.CI ? 'off' : 'retain-on-failure',
    launchOptions: {
      executablePath: CHROMIUM_PATH,
      args: ['--no-sandbox', '--disable-dev-shm-usage', '--disable-background-networking', '--disable-component-update'],
    },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], channel: undefined } }],
  webServer: {
    command: `node scripts/serve.ts dist/client`,
    env: { PORT: String(port) },
    url: `http://127.0.0.1:${port}/tr`,
    reuseExistingServer: !process.env.CI,
    // The server first writes .br and .gz of every page (about 300 files): slow on a busy machine.
    timeout: 180_000,
    stdout: 'ignore',
  },
})
