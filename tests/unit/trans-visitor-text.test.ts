// @vitest-environment node
import { globSync, readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { visitorTextInTrans } from '../../scripts/trans-visitor-text'

describe('visitor text never reaches <Trans> as a string value', () => {
  it('holds for every component of the site', () => {
    const files = globSync('src/**/*.tsx').filter((file) => !file.endsWith('.test.tsx'))
    expect(files.length).toBeGreaterThan(100)
    const findings = files.flatMap((file) => visitorTextInTrans(readFileSync(file, 'utf8'), file))
    expect(findings, 'render visitor text as an element (<bdi>{text}</bdi>) before it goes into a message').toEqual([])
  })
})

describe('the check itself', () => {
  const find = (source: string) => visitorTextInTrans(source, 'x.tsx').map((finding) => finding.expression)

  it.each([
    [
      'a search param read into a variable, in a message with a link',
      `const unknown = search.unknownCategory
       return <Trans>There is no category “{unknown}”. <Link to=".">Clear the filter</Link></Trans>`,
      ['unknown'],
    ],
    ['a search param read in place', `return <Trans>No results for {search.q}</Trans>`, ['search.q']],
    ['a destructured search', `const { q } = Route.useSearch()\nreturn <Trans>Results for {q}</Trans>`, ['q']],
    ['a typed query, in a message without elements', `return <p><Trans>Nothing matches {query}</Trans></p>`, ['query']],
    ['a route param', `const { slug } = Route.useParams()\nreturn <Trans>No post {slug}. <a href="/">Home</a></Trans>`, ['slug']],
  ])('finds %s', (_case, source, expected) => {
    expect(find(source)).toEqual(expected)
  })

  it.each([
    [
      'visitor text made an element first',
      `const unknown = search.unknownCategory === undefined ? undefined : <bdi>{search.unknownCategory}</bdi>
       return <Trans>There is no category “{unknown}”. <Link to="." search={{}}>Clear</Link></Trans>`,
    ],
    ['the site’s own data', `const category = product.category\nreturn <Trans>More from {category}</Trans>`],
    ['a route param in an attribute only', `const { lang } = Route.useParams()\nreturn <Trans>Read <Link params={{ lang }} to="/$lang">more</Link>{' '}</Trans>`],
    ['a message without values', `return <Trans>Sign in</Trans>`],
    ['a string literal and a comment', `return <Trans>A{' '}{/* why */}b</Trans>`],
  ])('accepts %s', (_case, source) => {
    expect(find(source)).toEqual([])
  })

  it('names the line', () => {
    expect(visitorTextInTrans('const a = 1\n\nreturn <Trans>\n  {search.q}\n</Trans>', 'page.tsx')).toEqual([{ file: 'page.tsx', line: 4, expression: 'search.q' }])
  })
})
