import babel from '@rolldown/plugin-babel'
import { lingui, linguiTransformerBabelPreset } from '@lingui/vite-plugin'
import react from '@vitejs/plugin-react'
import { globSync, readFileSync } from 'node:fs'
import { defineConfig } from 'vitest/config'
import { contentCollections } from './scripts/content/vite-plugin.ts'
import { parseEnv } from './src/lib/env-schema.ts'

const TEST_FILES = ['src/**/*.test.{ts,tsx}', 'mocks/**/*.test.ts', 'tests/unit/**/*.test.{ts,tsx}']

// A file that replaces a module, a global or the clock needs modules of its own; every other file
// shares its worker's modules with the files before it, which saves loading the catalogs, the mock
// server and jsdom again for each file (Vitest's "disable isolation" recipe).
const ISOLATED = globSync(TEST_FILES).filter((file) => /\bvi\.(mock|doMock|stubGlobal|stubEnv|useFakeTimers|resetModules)\(/.test(readFileSync(file, 'utf8')))

export default defineConfig({
  resolve: { tsconfigPaths: true },
  define: { __BUILD_YEAR__: JSON.stringify(new Date().getFullYear()) },
  // The content collections as the build serves them, for routes whose loaders read them.
  plugins: [babel({ presets: [linguiTransformerBabelPreset()] }), react(), lingui(), contentCollections({ origin: parseEnv({}).VITE_SITE_URL })],
  test: {
    environment: 'jsdom',
    setupFiles: ['tests/setup.ts'],
    restoreMocks: true,
    // A busy machine (CI, six engineers on two cores) runs the form tests well past 5 s.
    testTimeout: 15_000,
    projects: [
      { extends: true, test: { name: 'isolated', include: ISOLATED } },
      { extends: true, test: { name: 'shared', include: TEST_FILES, exclude: ISOLATED, isolate: false } },
    ],
  },
})
