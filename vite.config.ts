import { mkdirSync, readdirSync, writeFileSync } from 'node:fs'
import { writeFile } from 'node:fs/promises'
import { dirname, join, relative, resolve } from 'node:path'
import { gzipSync } from 'node:zlib'
import babel from '@rolldown/plugin-babel'
import { lingui, linguiTransformerBabelPreset } from '@lingui/vite-plugin'
import tailwindcss from '@tailwindcss/vite'
import { tanstackStart } from '@tanstack/react-start/plugin/vite'
import react from '@vitejs/plugin-react'
import { msw } from 'msw/vite'
import { defineConfig, loadEnv, type Plugin } from 'vite'
import { deferredStart } from './scripts/deferred-start'
import { BUNDLE_REPORT_FILE } from './scripts/budgets'
import { contentCollections } from './scripts/content/vite-plugin'
import { prerenderPages, siteUrl } from './scripts/pages'
import { NGINX_CONF_FILE, headerRules, headersFile, nginxConf, securityHeaders, writePagePolicies } from './scripts/security-headers'
import { definedValues, parseEnv } from './src/lib/env-schema'
import { readSlugs } from './src/site/content/slugs'
import { HYDRATED_ATTRIBUTE } from './src/lib/layout'

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
 * Writes each page's Content-Security-Policy into it and the security headers beside the pages
 * and nginx's locations once the pages are prerendered (scripts/security-headers.ts): a page's policy hashes its inline
 * scripts, so this runs after TanStack Start's own post-build step (prerendering) and the deferred
 * start script, which are also `buildApp` hooks with order 'post' and come earlier in the plugin
 * list.
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
        await writePagePolicies(clientDir, parseEnv(definedValues(env)))
        const rules = headerRules(securityHeaders())
        await writeFile(join(clientDir, '_headers'), headersFile(rules))
        await writeFile(join(clientDir, '..', NGINX_CONF_FILE), nginxConf(rules))
      },
    },
  }
}

/**
 * Vite wraps every dynamic import in its preload helper even with `modulePreload: false`
 * (vitejs/vite#18551). With no module preloads and one stylesheet, each import has nothing to
 * preload, and the helper only delays it: here it is the import itself. The build stops if an
 * import ever gets something to preload (a chunk's own stylesheet), which this helper would skip.
 */
function noPreloadHelper(): Plugin {
  const helperId = '\0vite/preload-helper.js'
  return {
    name: 'storm:no-preload-helper',
    apply: 'build',
    enforce: 'pre',
    load(id) {
      if (id === helperId && this.environment.name === 'client') return 'export const __vitePreload = (load) => load()'
    },
    writeBundle(_options, bundle) {
      if (this.environment.name !== 'client') return
      const preloading = Object.values(bundle).filter((chunk) => chunk.type === 'chunk' && chunk.code.includes('__vite__mapDeps'))
      if (preloading.length > 0) this.error(`Dynamic imports with files to preload, which storm:no-preload-helper would skip: ${preloading.map((chunk) => chunk.fileName).join(', ')}`)
    },
  }
}

/**
 * Writes bundle-report.json beside the build (dist/ or dist-demo/): each client chunk's file, whether it is the entry, and the size of
 * each module in it (minified and gzip on its own). The build checks print the largest modules of a
 * page or chunk over its budget from it.
 */
function bundleReport(outDir: string): Plugin {
  return {
    name: 'storm:bundle-report',
    apply: 'build',
    generateBundle(_options, bundle) {
      if (this.environment.name !== 'client') return
      const chunks = Object.values(bundle).flatMap((chunk) =>
        chunk.type === 'chunk'
          ? [
              {
                file: chunk.fileName,
                isEntry: chunk.isEntry,
                modules: Object.fromEntries(
                  Object.entries(chunk.modules).map(([id, info]) => [
                    id.replace(`${process.cwd()}/`, '').replace(/\?.*$/, ''),
                    { bytes: info.renderedLength, gzip: info.code ? gzipSync(info.code, { level: 9 }).length : 0 },
                  ]),
                ),
              },
            ]
          : [],
      )
      mkdirSync(outDir, { recursive: true })
      writeFileSync(join(outDir, BUNDLE_REPORT_FILE), `${JSON.stringify(chunks, null, 1)}\n`)
    },
  }
}

export default defineConfig(({ mode }) => {
  const env = loadEnv(mode, process.cwd(), 'VITE_')
  const mocks = env.VITE_API_MOCKS === 'true'
  const origin = siteUrl(env)
  // The demo build has a folder of its own, so that it and the production build can be served side
  // by side (the end-to-end tests check both). Start's prerendering opens a preview server of the
  // build without its mode, but names the build's client folder: the preview serves that build.
  const prerendered = process.env.TSS_PRERENDERING === 'true' ? process.env.TSS_CLIENT_OUTPUT_DIR : undefined
  const outDir = prerendered === undefined ? (mode === 'demo' ? 'dist-demo' : 'dist') : relative(process.cwd(), dirname(resolve(prerendered)))
  return {
    build: { outDir },
    resolve: {
      tsconfigPaths: true,
      // React 19 has useSyncExternalStore: the shim Lingui and TanStack Store import for React 17
      // is React's own hook then, not a copy of it in every page's first load.
      alias: [{ find: /^use-sync-external-store\/shim$/, replacement: 'react' }],
    },
    server: { port: 5173 },
    define: {
      // The year the HTML is prerendered in: the hydrating render repeats it (src/lib/use-current-year.ts).
      __BUILD_YEAR__: JSON.stringify(new Date().getFullYear()),
      // The page registry's slugs of each collection, read from the content folders here (src/site/content/slugs.ts).
      __CONTENT_SLUGS__: JSON.stringify(Object.fromEntries(readdirSync('locales/en/content').map((collection) => [collection, readSlugs(collection)]))),
    },
    environments: {
      client: {
        build: {
          // No preload helper around dynamic imports. It appended a `modulepreload` link for each
          // chunk a lazily loaded part imports, once hydration began, and under Lighthouse each
          // link is a request whose initiator DevTools records, which made long tasks after the
          // first paint. Without it the browser fetches a part's imports once the part's chunk has
          // arrived (the first load keeps its links: the start script asks for the page's chunks).
          modulePreload: false,
          rolldownOptions: {
            output: {
              codeSplitting: {
                // Everything the entry imports statically (the framework and the app's shell), in
                // the entry's one chunk: split by library or left to the automatic splitting, it
                // became many first-load chunks, each gzipped on its own, so more bytes in all.
                groups: [{ name: 'start', tags: ['$initial'] }],
              },
            },
          },
        },
      },
    },
    plugins: [
      tanstackStart({
        prerender: { enabled: true, crawlLinks: false, failOnError: true },
        // A route's lazy parts (page, error, not found) in one chunk, not three; the language
        // layout, which every page renders, not split off at all. Fewer first-load chunks.
        router: {
          codeSplittingOptions: {
            splitBehavior: ({ routeId }) => (routeId === '/$lang' ? [] : undefined),
            defaultBehavior: [['loader', 'component', 'errorComponent', 'notFoundComponent']],
          },
        },
        pages: prerenderPages(origin),
        sitemap: { enabled: true, host: origin },
      }),
      babel({ presets: [linguiTransformerBabelPreset()] }),
      react(),
      lingui(),
      tailwindcss(),
      // Markdown under locales/<lang>/content as checked modules, and the blog's feeds beside the pages.
      contentCollections({ origin }),
      robotsTxt(origin),
      noPreloadHelper(),
      bundleReport(outDir),
      // After Start's prerendering: the page's JavaScript starts after its first paint.
      deferredStart(HYDRATED_ATTRIBUTE),
      // After the start script is written: the policy hashes every inline script of the final HTML.
      securityHeadersFiles(env),
      // MSW's worker script is served and shipped only in builds that use the mocks.
      mocks ? msw({ mode: 'worker-only' }) : null,
    ],
  }
})
