import { spawnSync } from 'node:child_process'
import { mkdtempSync, readFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import * as v from 'valibot'
import { expect, test } from 'vitest'

const ReportSchema = v.object({
  testResults: v.array(v.object({ assertionResults: v.array(v.object({ title: v.string(), status: v.string() })) })),
})

// The guard of tests/setup.ts, seen from outside: a child vitest run of a fixture with three tests.
test('a unit test that calls console.error fails, one that expects it passes', () => {
  const output = join(mkdtempSync(join(tmpdir(), 'console-guard-')), 'report.json')
  const root = join(import.meta.dirname, '../..')
  const child = spawnSync(
    process.execPath,
    [join(root, 'node_modules/vitest/vitest.mjs'), 'run', '--config', 'tests/unit/console-guard/vitest.config.ts', '--reporter=json', `--outputFile=${output}`],
    { cwd: root, encoding: 'utf8', env: { ...process.env, CI: '1' } },
  )
  expect(child.status, child.stderr).toBe(1)
  const report = v.parse(ReportSchema, JSON.parse(readFileSync(output, 'utf8')))
  const statuses = Object.fromEntries(report.testResults.flatMap((file) => file.assertionResults).map((result) => [result.title, result.status]))
  expect(statuses).toEqual({ 'logs an unexpected error': 'failed', 'expects an error': 'passed', 'logs nothing': 'passed' })
}, 120_000)
