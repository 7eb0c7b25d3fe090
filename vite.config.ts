import { writeFileSync } from 'node:fs'
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

/** With BUNDLE_REPORT=path, writes which packages make up each client chunk (npm run bench uses it). */
function bundleReport(path: string | undefined): Plugin | null {
  if (!path) return null
  return {
    name: 'storm:bundle-report',
    apply: 'build',
    generateBundle(_options, bundle) {
      if (this.environment.name !== 'client') return
      const report: Record<string, Record<string, number>> = {}
      for (const chunk of Object.values(bundle)) {
        if (chunk.type !== 'chunk') continue
        const parts: Record<string, number> = {}
        for (const [id, info] of Object.entries(chunk.modules)) {
          const match = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(id)
          const key = match?.[1] ?? id.replace(process.cwd() + '/', '').split('/').slice(0, 3).join('/')
          parts[key] = (parts[key] ?? 0) + info.renderedLength
        }
        report[chunk.fileName] = parts
      }
      writeFileSync(path, JSON.stringify(report, null, 2))
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
    // The year the HTML is prerendered in: the hydrating render repeats it (src/lib/use-current-year.ts).
    define: { __BUILD_YEAR__: JSON.stringify(new Date().getFullYear()) },
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
      bundleReport(process.env.BUNDLE_REPORT),
      // MSW's worker script is served and shipped only in builds that use the mocks.
      mocks ? msw({ mode: 'worker-only' }) : null,
    ],
  }
})
