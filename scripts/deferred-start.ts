/**
 * The page's JavaScript starts after the first paint. Start writes the entry script and a
 * modulepreload link per first-load chunk into every prerendered page; the browser fetches them
 * while it parses the HTML, so they compete with the HTML and CSS for the first paint (and
 * Lighthouse's model puts them on its path). This build step replaces them with one small inline
 * script, the same on every page (one CSP hash), that asks for them once the page has painted and
 * keeps what the visitor clicks or types until the page has hydrated.
 */
import { readFile, writeFile } from 'node:fs/promises'
import { join, relative, resolve } from 'node:path'
import type { Plugin } from 'vite'
import { pageCatalogs } from '../src/site/pages'
import { htmlFiles } from './html-files'

/**
 * Runs in the page, inlined at the end of <body>. Written as a function so that types and lint
 * check it; serialised with `toString()`, so it may use nothing from outside itself.
 *
 * - After the first contentful paint (at once in a hidden tab, which paints nothing) it adds the
 *   modulepreload links and the entry script listed in the script's `data-preload` and
 *   `data-entry` attributes.
 * - At the same time it starts the worker named in `data-intl` (see `warmIntl`), when there is one.
 * - Until `hydratedAttribute` appears on <html> (the whole page is interactive), a click on a
 *   button is held back and replayed then, and the text last typed into a field is handed to the
 *   field's handlers then (an `input` event with that text), so nothing a visitor does before the
 *   code arrives is lost. The text is the one typed, not the field's value at that moment: a part
 *   that re-renders between its own hydration and the page's writes its empty state over the field.
 *   This is the one place that keeps typed text: forms need no code of their own for it.
 */
export function startPage(script: HTMLOrSVGScriptElement | null, hydratedAttribute: string): void {
  if (!(script instanceof HTMLScriptElement)) return
  const root = document.documentElement
  const clicked: HTMLButtonElement[] = []
  const typed = new Map<HTMLInputElement | HTMLTextAreaElement, string>()
  const holdClick = (event: MouseEvent): void => {
    const button = event.target instanceof Element ? event.target.closest('button') : null
    if (button === null) return
    event.preventDefault()
    event.stopImmediatePropagation()
    clicked.push(button)
  }
  const noteTyping = (event: Event): void => {
    const field = event.target
    if (field instanceof HTMLTextAreaElement) typed.set(field, field.value)
    else if (field instanceof HTMLInputElement && !/^(checkbox|radio|file|range|color)$/.test(field.type)) typed.set(field, field.value)
  }
  addEventListener('click', holdClick, true)
  addEventListener('input', noteTyping, true)
  new MutationObserver((_records, observer) => {
    if (!root.hasAttribute(hydratedAttribute)) return
    observer.disconnect()
    removeEventListener('click', holdClick, true)
    removeEventListener('input', noteTyping, true)
    for (const [field, value] of typed) {
      if (!field.isConnected) continue
      // Through React's own value tracker first, then past it: the change is then news to React.
      field.value = ''
      Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field), 'value')?.set?.call(field, value)
      field.dispatchEvent(new Event('input', { bubbles: true }))
    }
    for (const button of clicked) if (button.isConnected) button.click()
  }).observe(root, { attributes: true, attributeFilter: [hydratedAttribute] })

  const { entry, preload, intl } = script.dataset
  let started = false
  const start = (): void => {
    if (started || entry === undefined) return
    started = true
    if (intl !== undefined && typeof Worker === 'function') {
      try {
        const worker = new Worker(intl, { name: root.lang })
        // It closes itself; should it fail, the page only loses the head start, silently.
        worker.addEventListener('error', (event) => event.preventDefault())
      } catch {
        // Only a head start: the page formats its figures without it, just more slowly.
      }
    }
    for (const href of (preload ?? '').split(' ')) {
      if (href === '') continue
      const link = document.createElement('link')
      link.rel = 'modulepreload'
      link.href = href
      document.head.append(link)
    }
    const module = document.createElement('script')
    module.type = 'module'
    module.src = entry
    document.head.append(module)
  }
  // The first contentful paint as the browser reports it (its time is when the pixels show, which
  // under load can be well after the frame that drew them); the next frame where it cannot tell.
  const afterPaint = (): void => void setTimeout(start)
  if (document.visibilityState === 'hidden') start()
  else if (typeof PerformanceObserver === 'function' && PerformanceObserver.supportedEntryTypes.includes('paint')) {
    new PerformanceObserver((list, observer) => {
      if (list.getEntriesByName('first-contentful-paint').length === 0) return
      observer.disconnect()
      afterPaint()
    }).observe({ type: 'paint', buffered: true })
  } else requestAnimationFrame(afterPaint)
}

/**
 * Runs in a worker that the start script begins with the page's code, named after the page's
 * language. The first Intl formatter a page creates (a price, a number, a list of names, a date:
 * PluralRules aside) makes the browser load its ICU data, a long task in the middle of hydration.
 * Chromium keeps that data for the whole renderer process, so creating the same formatters on a
 * worker's thread first takes the cost off the page's main thread. Elsewhere it costs a worker
 * start on another thread and changes nothing.
 * Serialised with `toString()` into an asset of its own, so it may use nothing from outside itself.
 */
export function warmIntl(scope: { name: string; close: () => void }): void {
  const lang = scope.name
  new Intl.NumberFormat(lang, { style: 'currency', currency: 'USD' }).format(1)
  new Intl.NumberFormat(lang, { style: 'percent' }).format(1)
  new Intl.ListFormat(lang, { type: 'conjunction' }).format(['a', 'b'])
  new Intl.DateTimeFormat(lang, { dateStyle: 'medium' }).format(0)
  scope.close()
}

/** The worker's script. */
export function warmIntlScript(): string {
  return `(${warmIntl.toString()})(self)\n`
}

/**
 * V8's explicit compile hint (Chromium 136 and later; a comment to every other engine): placed at
 * the very top of a script, it makes V8 compile all of its functions while the file streams in, on
 * a background thread, instead of one by one on the main thread when each is first called.
 */
export const COMPILE_HINT = '//# allFunctionsCalledOnLoad\n'

/**
 * Code loaded later that runs almost whole as soon as it arrives, compiled eagerly too: embla's.
 * A carousel measures and positions every slide when it starts, and on the contact page that
 * happens on a phone's first screen soon after hydration, where compiling it function by function
 * made its start a long task.
 */
export const EAGER_LATER_MODULES = /\/node_modules\/embla-carousel[^/]*\//

/**
 * The chunks to be marked for eager compilation: the ones that every page runs as soon as they
 * arrive, the entry and what it imports statically (React, the router, the app's shell), and those
 * holding a module that `later` matches. Most of the entry's functions run during hydration, and
 * its one task (evaluating the modules, creating the router) was the longest of a page's start.
 * Other chunks loaded later or on demand stay lazily compiled: much of their code may never run.
 */
export function eagerChunks(
  bundle: Record<string, { type: 'chunk'; isEntry: boolean; imports: readonly string[]; moduleIds: readonly string[] } | { type: 'asset' }>,
  later: RegExp = EAGER_LATER_MODULES,
): string[] {
  const files = new Set<string>()
  const visit = (file: string): void => {
    const chunk = bundle[file]
    if (chunk?.type !== 'chunk' || files.has(file)) return
    files.add(file)
    for (const imported of chunk.imports) visit(imported)
  }
  for (const [file, chunk] of Object.entries(bundle)) {
    if (chunk.type !== 'chunk') continue
    if (chunk.isEntry) visit(file)
    else if (chunk.moduleIds.some((id) => later.test(id))) files.add(file)
  }
  return [...files]
}

/** The inline script's text: identical on every page. */
export function startScript(hydratedAttribute: string): string {
  return `(${startPage.toString()})(document.currentScript,${JSON.stringify(hydratedAttribute)})`
}

const MODULEPRELOAD = /<link rel="modulepreload" href="([^"]+)"[^>]*>/g
const ENTRY = /<script type="module" async="" src="([^"]+)"><\/script>/g

/**
 * The catalog chunks a prerendered page needs (`file` relative to the client directory,
 * `en/shop/grid/index.html`): its language's `messages` and its area's (src/site/pages.ts), from
 * `chunks` (`en/shop` → chunk).
 */
export function pageCatalogChunks(file: string, chunks: ReadonlyMap<string, string>): string[] {
  const [lang = '', ...rest] = file.split('/')
  const page = rest.join('/').replace(/(?:^|\/)index\.html$/, '').replace(/\.html$/, '')
  return pageCatalogs(page).flatMap((catalog) => chunks.get(`${lang}/${catalog}`) ?? [])
}

/**
 * Moves a prerendered page's entry script and modulepreload links into the start script, adding
 * the page's catalogs (`catalogs`, chunks), which hydration would otherwise only ask for once the
 * entry has run. A page without an entry script is returned as it is.
 */
export function deferStart(html: string, hydratedAttribute: string, catalogs: readonly string[] = [], intlWorker?: string): string {
  const entries = [...html.matchAll(ENTRY)].map((match) => match[1] ?? '')
  const [entry] = entries
  if (entry === undefined) return html
  if (entries.length > 1) throw new Error(`Expected one entry script, found ${entries.length}`)
  const preloads = [...new Set([...[...html.matchAll(MODULEPRELOAD)].map((match) => match[1] ?? ''), ...catalogs])]
  const worker = intlWorker === undefined ? '' : ` data-intl="${intlWorker}"`
  const script = `<script data-entry="${entry}" data-preload="${preloads.join(' ')}"${worker}>${startScript(hydratedAttribute)}</script>`
  const stripped = html.replace(MODULEPRELOAD, '').replace(ENTRY, '')
  const end = stripped.lastIndexOf('</body>')
  if (end === -1) throw new Error('No </body> in a prerendered page')
  return stripped.slice(0, end) + script + stripped.slice(end)
}

/** After Start has prerendered the pages (its own post-build step), rewrites each of them. */
export function deferredStart(hydratedAttribute: string): Plugin {
  const catalogs = new Map<string, string>()
  let intlWorker: string | undefined
  return {
    name: 'storm:deferred-start',
    apply: 'build',
    enforce: 'post',
    generateBundle(_options, bundle) {
      if (this.environment.name !== 'client') return
      const worker = this.emitFile({ type: 'asset', name: 'intl-warmup.js', source: warmIntlScript() })
      intlWorker = `/${this.getFileName(worker)}`
      for (const chunk of Object.values(bundle)) {
        if (chunk.type !== 'chunk') continue
        const catalog = Object.keys(chunk.modules)
          .map((id) => /\/locales\/([^/]+\/[^/.]+)\.po/.exec(id)?.[1])
          .find((key) => key !== undefined)
        if (catalog !== undefined) catalogs.set(catalog, `/${chunk.fileName}`)
      }
    },
    // After Vite's own last touches to the code (its preload helper's list goes at the very top).
    async writeBundle(options, bundle) {
      if (this.environment.name !== 'client' || options.dir === undefined) return
      for (const file of eagerChunks(bundle)) {
        const path = join(options.dir, file)
        await writeFile(path, COMPILE_HINT + (await readFile(path, 'utf8')))
      }
    },
    buildApp: {
      order: 'post',
      async handler(builder) {
        const client = builder.environments.client
        if (client === undefined) return
        const dir = resolve(client.config.root, client.config.build.outDir)
        for (const file of await htmlFiles(dir)) {
          const page = relative(dir, file).split('\\').join('/')
          await writeFile(file, deferStart(await readFile(file, 'utf8'), hydratedAttribute, pageCatalogChunks(page, catalogs), intlWorker))
        }
      },
    },
  }
}
