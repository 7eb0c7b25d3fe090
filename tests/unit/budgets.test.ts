// @vitest-environment node
import { randomBytes } from 'node:crypto'
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { BUDGETS_KB, budgetFailures, firstLoadScripts, type BundleReport } from '../../scripts/budgets'

/** Code that gzips to a little over `kb` kB (base64 of random bytes: 6 bits a character). */
const incompressible = (kb: number) => `export const data = "${randomBytes(kb * 1000).toString('base64')}"\n`

describe('size budgets', () => {
  let client = ''
  afterEach(() => rmSync(client, { recursive: true, force: true }))

  function site(files: Record<string, string>): string {
    client = mkdtempSync(join(tmpdir(), 'budgets-'))
    for (const [path, content] of Object.entries(files)) {
      mkdirSync(join(client, path, '..'), { recursive: true })
      writeFileSync(join(client, path), content)
    }
    return client
  }

  const page = (entry: string, preload: string) =>
    `<html><body><h1>Hi</h1><script data-entry="${entry}" data-preload="${preload}">start()</script></body></html>`

  it('counts what the start script names and everything it imports, not what is imported later nor the catalog', () => {
    const dir = site({
      'en/index.html': page('/assets/index.js', '/assets/index.js /assets/route.js /assets/messages.js'),
      'assets/messages.js': 'export const messages={}',
      'assets/index.js': 'import{a as b}from"./react.js";import"./side.js";const l=()=>import("./lazy.js")',
      'assets/route.js': 'export const r=1',
      'assets/react.js': 'export const a=1',
      'assets/side.js': '',
      'assets/lazy.js': '',
    })
    const html = page('/assets/index.js', '/assets/index.js /assets/route.js /assets/messages.js')
    expect(firstLoadScripts(dir, html, new Set(['/assets/messages.js'])).sort()).toEqual([
      '/assets/index.js',
      '/assets/react.js',
      '/assets/route.js',
      '/assets/side.js',
    ])
  })

  it('names the page, the chunk or the catalog over budget and their largest modules', () => {
    const report: BundleReport = [
      { file: 'assets/index.js', isEntry: true, modules: { 'node_modules/react-dom/client.js': { bytes: 1, gzip: 100 } } },
      { file: 'assets/widget.js', isEntry: false, modules: { 'src/features/shop/components/cart.tsx': { bytes: 1, gzip: 100 } } },
      { file: 'assets/messages.js', isEntry: false, modules: { 'locales/de/messages.po': { bytes: 1, gzip: 100 } } },
      { file: 'assets/small.js', isEntry: false, modules: { 'src/small.ts': { bytes: 1, gzip: 100 } } },
    ]
    const dir = site({
      'en/shop/index.html': page('/assets/index.js', '/assets/index.js /assets/widget.js'),
      'en/index.html': page('/assets/small.js', ''),
      'assets/index.js': incompressible(BUDGETS_KB.firstLoad - 20),
      'assets/widget.js': incompressible(26),
      'assets/messages.js': incompressible(11),
      'assets/small.js': 'export const s=1',
      'assets/app.css': incompressible(BUDGETS_KB.stylesheet + 0.5),
    })
    const failures = budgetFailures(dir, report)
    expect(failures).toHaveLength(4)
    expect(failures[0]).toMatch(new RegExp(`^page /en/shop: first-load JS 1\\d\\d\\.\\d kB > ${BUDGETS_KB.firstLoad} kB; largest modules`))
    expect(failures[0]).toMatch(/react-dom\n.*src\/features\/shop\/components\/cart\.tsx$/)
    expect(failures[1]).toMatch(/^chunk assets\/widget\.js: 2\d\.\d kB > 25 kB;[^]*cart\.tsx$/)
    expect(failures[2]).toMatch(/^catalog assets\/messages\.js: 1\d\.\d kB > 10 kB;[^]*locales\/de\/messages\.po$/)
    expect(failures[3]).toMatch(new RegExp(`^stylesheet assets/app\\.css: 1\\d\\.\\d kB > ${BUDGETS_KB.stylesheet} kB$`))
  })
})
