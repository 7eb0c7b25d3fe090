import babel from '@rolldown/plugin-babel'
import { lingui, linguiTransformerBabelPreset } from '@lingui/vite-plugin'
import tailwindcss from '@tailwindcss/vite'
import { tanstackStart } from '@tanstack/react-start/plugin/vite'
import react from '@vitejs/plugin-react'
import { msw } from 'msw/vite'
import { defineConfig, loadEnv, type Plugin } from 'vite'
import { prerenderPages, siteUrl } from './scripts/pages'

/** robots.txt names the sitemap on the configured origin, so it is written at build time. */
function robotsTxt(origin: string): Plugin {
  return {
    name: 'storm:robots-txt',
    apply: 'build',
    generateBundle() {
      if (this.environment.name !== 'client') return
      this.emitFile({ type: 'asset', fileName: 'robots.txt', source: `User-agent: *\nAllow: /\n\nSitemap: ${origin}/sitemap.xml\n` })
    },
  }
}

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
      robotsTxt(origin),
      // MSW's worker script is served and shipped only in builds that use the mocks.
      mocks ? msw({ mode: 'worker-only' }) : null,
    ],
  }
})
