import { join } from 'node:path'
import { defineConfig } from 'vitest/config'
import base from '../../../vitest.config'

/** The project's unit-test setup, run on the guard's fixture only (console-guard.test.ts). */
export default defineConfig({
  ...base,
  test: {
    ...base.test,
    root: join(import.meta.dirname, '../../..'),
    include: ['tests/unit/console-guard/guard.fixture.ts'],
  },
})
