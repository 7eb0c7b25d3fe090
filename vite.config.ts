import babel from '@rolldown/plugin-babel'
import { lingui, linguiTransformerBabelPreset } from '@lingui/vite-plugin'
import tailwindcss from '@tailwindcss/vite'
import { tanstackStart } from '@tanstack/react-start/plugin/vite'
import react from '@vitejs/plugin-react'
import { msw } from 'msw/vite'
import { defineConfig, loadEnv } from 'vite'
import { prerenderPages, siteUrl } from './scripts/pages'

export default defineConfig(({ mode }) => {
  const env = loadEnv(mode, process.cwd(), 'VITE_')
  const mocks = env.VITE_API_MOCKS === 'true'
  const origin = siteUrl(env)
  return {
    resolve: { tsconfigPaths: true },
    server: { port: 5173 },
    plugins: [
      tanstackStart({
        prerender: { enabled: true, crawlLinks: false, failOnError: true },
        pages: prerenderPages(origin),
        sitemap: { enabled: true, host: origin },
      }),
      babel({ presets: [linguiTransformerBabelPreset()] }),
      react(),
      lingui(),
      tailwindcss(),
      // MSW's worker script is served and shipped only in builds that use the mocks.
      mocks ? msw({ mode: 'worker-only' }) : null,
    ],
  }
})
