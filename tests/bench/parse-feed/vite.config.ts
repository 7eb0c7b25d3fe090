import babel from '@rolldown/plugin-babel'
import { lingui, linguiTransformerBabelPreset } from '@lingui/vite-plugin'
import { defineConfig } from 'vite'

const root = new URL('.', import.meta.url).pathname

/** A one-page app that runs parseFeed in the browser, for scripts/bench-parse-feed.ts. */
export default defineConfig({
  root,
  resolve: { tsconfigPaths: true },
  plugins: [babel({ presets: [linguiTransformerBabelPreset()] }), lingui()],
  build: { outDir: new URL('../../../bench-results/parse-feed-app', import.meta.url).pathname, emptyOutDir: true },
  logLevel: 'warn',
})
