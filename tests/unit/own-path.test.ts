// @vitest-environment node
import { globSync, readFileSync } from 'node:fs'
import { join, relative } from 'node:path'
import { describe, expect, it } from 'vitest'
import { routeFilePage } from '~/site/pages'

const root = join(import.meta.dirname, '../..')

/** A file's string literals without `${}` placeholders: '…', "…" and `…`. */
function literals(source: string): string[] {
  return [...source.matchAll(/'((?:[^'\\\n]|\\.)*)'|"((?:[^"\\\n]|\\.)*)"|`((?:[^`\\$]|\\.)*)`/g)].map((match) => match[1] ?? match[2] ?? match[3] ?? '')
}

/**
 * Where a file under src names a page's path where the route match says it: a string literal to
 * the head function (`pageHead`) or a `page` prop of the breadcrumb or the page intro, anywhere;
 * and, in a route file, any string literal equal to its own registry path beside the
 * `createFileRoute('/$lang/…')` that the router generates.
 */
export function ownPathFindings(file: string, source: string): string[] {
  const findings = [
    ...[...source.matchAll(/\bpageHead\(([^()]*)\)/g)].filter((call) => literals(call[1] ?? '').length > 0).map((call) => `${file}: ${call[0]}`),
    ...[...source.matchAll(/<(Breadcrumb|PageIntro)\b[^>]*\bpage=[^>]*>/g)].map((tag) => `${file}: ${tag[0]}`),
  ]
  const own = routeFilePage(file)
  if (own === null) return findings
  const rest = source.replace(/createFileRoute\('[^']*'\)/, '')
  return [...findings, ...literals(rest).filter((literal) => literal === own || literal.replace(/\/+$/, '').endsWith(`/$lang/${own}`)).map((literal) => `${file}: '${literal}'`)]
}

describe('a page names its path once, in its route', () => {
  it('finds a path restated in a head, a breadcrumb, an intro or a route file', () => {
    const route = 'src/routes/$lang/faq.tsx'
    expect(ownPathFindings('src/features/demos/components/x.tsx', `head: ({ params }) => pageHead(params.lang, 'faq'),`)).toHaveLength(1)
    expect(ownPathFindings('src/features/demos/components/x.tsx', `breadcrumb={<Breadcrumb lang={lang} page="demos/classic" />}`)).toHaveLength(1)
    expect(ownPathFindings(route, `createFileRoute('/$lang/faq')\n<PageIntro lang={lang} page={page} />`)).toHaveLength(1)
    expect(ownPathFindings(route, `createFileRoute('/$lang/faq')\nconst page = 'faq'`)).toHaveLength(1)
    expect(ownPathFindings(route, `createFileRoute('/$lang/faq')\nhead: pageHead,\n<PageIntro lang={lang} />\n<PageLink lang={lang} page="contact">`)).toEqual([])
  })

  it('no route file or component under src names its own path', () => {
    const files = globSync('src/**/*.{ts,tsx}', { cwd: root }).filter((file) => !/\.test\.tsx?$|routeTree\.gen\.ts$/.test(file))
    expect(files.length).toBeGreaterThan(100)
    expect(files.flatMap((file) => ownPathFindings(relative(root, join(root, file)), readFileSync(join(root, file), 'utf8')))).toEqual([])
  })
})
