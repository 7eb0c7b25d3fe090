import { join } from 'node:path'
import { defineConfig } from 'vitest/config'
import base from '../../../vitest.config'

// The project's unit-test setup without its projects (they would list every test file, this one's too).
const { projects: _projects, ...test } = base.test ?? {}

/** The project's unit-test setup, run on the guard's fixture only (console-guard.test.ts). */
export default defineConfig({
  ...base,
  test: {
    ...test,
    root: join(import.meta.dirname, '../../..'),
    include: ['tests/unit/console-guard/guard.fixture.ts'],
  },
})
