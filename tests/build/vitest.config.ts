import { defineConfig } from 'vitest/config'

/** Checks of the production build in dist/client; `npm test` runs `vite build` right before. */
export default defineConfig({
  test: {
    root: new URL('../..', import.meta.url).pathname,
    include: ['tests/build/**/*.test.ts'],
    environment: 'node',
  },
})
