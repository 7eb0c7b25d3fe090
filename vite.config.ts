import { writeFileSync } from 'node:fs'
import { writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import babel from '@rolldown/plugin-babel'
import { lingui, linguiTransformerBabelPreset } from '@lingui/vite-plugin'
import tailwindcss from '@tailwindcss/vite'
import { tanstackStart } from '@tanstack/react-start/plugin/vite'
import react from '@vitejs/plugin-react'
import { msw } from 'msw/vite'
import { defineConfig, loadEnv, type Plugin } from 'vite'
import { prerenderPages, siteUrl } from './scripts/pages'
import { builtScriptHashes, headersFile, nginxSnippet, securityHeaders } from './scripts/security-headers'
import { definedValues, parseEnv } from './src/lib/env-schema'

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

/**
 * Writes the security headers once the pages are prerendered (scripts/security-headers.ts): the
 * policy hashes the inline scripts of the built HTML, so it runs after TanStack Start's own
 * post-build step (prerendering), which is also `buildApp` with order 'post' and comes earlier.
 */
function securityHeadersFiles(env: Record<string, string>): Plugin {
  return {
    name: 'storm:security-headers',
    enforce: 'post',
    buildApp: {
      order: 'post',
      async handler(builder) {
        const client = builder.environments.client?.config.build.outDir
        if (client === undefined) throw new Error('No client build to write the security headers for')
        const root = builder.config.root
        const clientDir = join(root, client)
        const headers = securityHeaders(parseEnv(definedValues(env)), await builtScriptHashes(clientDir))
        await writeFile(join(clientDir, '_headers'), headersFile(headers))
        await writeFile(join(clientDir, '..', 'security-headers.nginx.conf'), nginxSnippet(headers))
      },
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
      securityHeadersFiles(env),
      // MSW's worker script is served and shipped only in builds that use the mocks.
      mocks ? msw({ mode: 'worker-only' }) : null,
    ],
  }
})
