/**
 * `npm test`: everything CI checks, in order, stopping at the first failure.
 * lint → types → catalogs → unit tests → production build checks → demo build → end-to-end tests.
 */
import { spawnSync } from 'node:child_process'
import { existsSync } from 'node:fs'

function run(title: string, command: string, args: string[], env: Record<string, string> = {}): void {
  console.log(`\n▶ ${title}`)
  const started = Date.now()
  const result = spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, ...env } })
  if (result.status !== 0) {
    console.error(`\n✖ ${title} failed`)
    process.exit(result.status ?? 1)
  }
  console.log(`✔ ${title} (${((Date.now() - started) / 1000).toFixed(1)} s)`)
}

/** Playwright cannot download its browser here: use Debian's chromium, installing it as root. */
function ensureChromium(): void {
  const path = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'
  if (existsSync(path)) return
  if (process.getuid?.() !== 0) {
    console.error(`Chromium is missing at ${path}. Install Debian's package (sudo apt-get install -y chromium) or set CHROMIUM_PATH.`)
    process.exit(1)
  }
  run('install Debian chromium', 'sh', ['-c', 'apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium'])
}

ensureChromium()
run('lint (oxlint)', 'oxlint', ['--deny-warnings'])
run('type check (tsc)', 'tsc', ['--noEmit'])
run('catalogs in sync and fully translated (lingui check)', 'sh', ['-c', 'lingui check sync && lingui check missing'])
run('unit and component tests (vitest)', 'vitest', ['run'])
run('production build', 'vite', ['build'])
run('production build checks', 'vitest', ['run', '--config', 'tests/build/vitest.config.ts'])
run('demo build with the mock backend', 'vite', ['build', '--mode', 'demo'])
run('end-to-end tests (playwright, chromium)', 'playwright', ['test'])
console.log('\nAll checks passed.')
