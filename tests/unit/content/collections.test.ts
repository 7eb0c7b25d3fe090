// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { buildContent, formatIssue, type ContentFile } from '../../../scripts/content/collections.ts'
import { parseFrontMatter } from '../../../scripts/content/front-matter.ts'
import { headingId, MAX_NESTING, renderMarkdown } from '../../../scripts/content/markdown.ts'
import { COLLECTION_NAMES } from '../../../src/site/content/schemas.ts'
import { GOOD_IMAGES, goodFiles, withFile } from './fixtures.ts'

const EN_POST = 'locales/en/content/blog/modular-monolith-first.md'
const DE_POST = 'locales/de/content/blog/modular-monolith-first.md'

function problems(files: ContentFile[], images: Record<string, string[]> = GOOD_IMAGES): string[] {
  return buildContent(files, images).issues.map(formatIssue)
}

describe('front matter', () => {
  it('reads values, lists and quoted text', () => {
    const { data, body } = parseFrontMatter('---\ntitle: "A: b \\"c\\""\nalt: \'it\'\'s\'\ntags: [a, b c , "d, e"]\nempty: []\n---\nBody')
    expect(data).toEqual({ title: 'A: b "c"', alt: "it's", tags: ['a', 'b c', '"d', 'e"'], empty: [] })
    expect(body).toBe('Body')
    expect(parseFrontMatter('---\ntitle: x\n---\nBody').bodyLine).toBe(4)
  })

  it('names the problem of a malformed block', () => {
    expect(() => parseFrontMatter('title: x\n')).toThrow(/must start with a front matter block/)
    expect(() => parseFrontMatter('---\ntitle: x\n')).toThrow(/no closing/)
    expect(() => parseFrontMatter('---\n  indented: x\n---\n')).toThrow(/line 2 is not "key: value"/)
    expect(() => parseFrontMatter('---\ntitle: a\ntitle: b\n---\n')).toThrow(/written twice/)
  })

  it('keeps keys like constructor as plain data', () => {
    const { data } = parseFrontMatter('---\nconstructor: x\n---\n')
    expect(Object.getPrototypeOf(data)).toBeNull()
    expect(data.constructor).toBe('x')
    expect(() => parseFrontMatter('---\n__proto__: x\n---\n')).toThrow(/is not "key: value"/)
  })
})

describe('markdown', () => {
  it('renders headings with ids, escapes raw HTML and counts the prose', () => {
    const { rendered, problems: found } = renderMarkdown(
      'Intro with <script>alert(1)</script> and <b>bold</b>.\n\n## Güçlü Çözüm & Straße\n\nText.\n\n## Güçlü Çözüm & Straße\n\n<div onclick="x">block</div>\n',
    )
    expect(found).toEqual([])
    expect(rendered.html).toContain('<h2 id="guclu-cozum-strasse">Güçlü Çözüm &amp; Straße</h2>')
    expect(rendered.html).toContain('<h2 id="guclu-cozum-strasse-2">')
    expect(rendered.html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;')
    expect(rendered.html).toContain('&lt;div onclick=&quot;x&quot;&gt;')
    expect(rendered.html).not.toMatch(/<script|<b>|<div/)
    expect(rendered.headings.map((heading) => heading.id)).toEqual(['guclu-cozum-strasse', 'guclu-cozum-strasse-2'])
  })

  it('derives reading time, word count and excerpt', () => {
    const words = Array.from({ length: 620 }, (_, index) => `word${index}`).join(' ')
    const { rendered } = renderMarkdown(`${words}\n\n\`\`\`js\nconst notProse = 1\n\`\`\`\n`)
    expect(rendered.wordCount).toBe(620)
    expect(rendered.readingMinutes).toBe(3)
    expect(rendered.excerpt.length).toBeLessThanOrEqual(200)
    expect(rendered.excerpt.endsWith('…')).toBe(true)
  })

  it('allows https and site links only, and no images or H1', () => {
    const { rendered, problems: found } = renderMarkdown(
      '# Title\n\n[a](https://ok.example) [b](/en/contact) [c](http://plain.example) [d](javascript:alert(1)) [e](//evil.example) ![img](/x.svg)\n',
    )
    expect(found).toEqual([
      expect.stringContaining('level-1 heading "Title"'),
      expect.stringContaining('"http://plain.example"'),
      expect.stringContaining('"javascript:alert(1)"'),
      expect.stringContaining('"//evil.example"'),
      expect.stringContaining('has an image'),
    ])
    expect(rendered.html).toContain('<a href="https://ok.example" rel="noopener noreferrer">a</a>')
    expect(rendered.html).toContain('<a href="/en/contact">b</a>')
    expect(rendered.html).not.toContain('javascript:')
  })

  it('refuses absurd nesting with a message instead of overflowing the parser', () => {
    expect(() => renderMarkdown(`${'>'.repeat(5000)} deep\n`)).toThrow('line 1 nests quotes or lists 5000 levels deep (at most 8)')
    expect(() => renderMarkdown(`Intro.\n\n${'- '.repeat(3000)}item\n`)).toThrow(/line 3 nests quotes or lists 3000 levels deep/)
    // Nesting by indentation shows only once parsed.
    const indented = Array.from({ length: MAX_NESTING + 1 }, (_, level) => `${'  '.repeat(level)}- item`).join('\n')
    expect(() => renderMarkdown(indented)).toThrow(`the body nests quotes or lists ${MAX_NESTING + 1} levels deep`)
    // What the line check cannot see and the parser cannot take.
    expect(() => renderMarkdown(`${'*'.repeat(5000)}x${'*'.repeat(5000)}\n`)).toThrow(/nested too deeply to render/)
    // Prose nesting is fine.
    expect(renderMarkdown(`${'> '.repeat(MAX_NESTING)}a quote in a quote\n`).problems).toEqual([])
  })

  it('transliterates heading ids', () => {
    expect(headingId('İyi Işık, Öl & Süß')).toBe('iyi-isik-ol-suss')
    expect(headingId('???')).toBe('section')
  })
})

describe('collections', () => {
  it('builds a good set: English fields under translated ones, facts derived', () => {
    const { entries, issues } = buildContent(goodFiles(), GOOD_IMAGES)
    expect(issues).toEqual([])
    expect(entries).toHaveLength(6)
    const de = entries.find((entry) => entry.path === DE_POST)
    expect(de?.meta).toMatchObject({
      slug: 'modular-monolith-first',
      lang: 'de',
      title: 'Warum ein modularer Monolith',
      date: '2026-06-18',
      author: 'elif-kaya',
      category: 'architecture',
      cover: 'modular-monolith.svg',
      tags: ['modularer Monolith', 'postgresql'],
      headings: [{ id: 'ein-abschnitt', text: 'Ein Abschnitt', depth: 2 }],
      readingMinutes: 1,
    })
    const en = entries.find((entry) => entry.path === EN_POST)
    expect(en?.meta.title).toBe('Why we start: a modular monolith')
    expect(en?.meta.headings.map((heading) => heading.text)).toEqual(['First section', 'A detail', 'Second section'])
    expect(en?.meta.excerpt).toBe('An opening paragraph with bold text, inline code and a link.')
    expect(en?.html).toContain('<h3 id="a-detail">A detail</h3>')
    expect(entries.find((entry) => entry.collection === 'team' && entry.lang === 'tr')?.meta).toMatchObject({ name: 'Elif Kaya', role: 'Teknoloji Direktörü', order: 1 })
  })

  it.each([
    ['a bad date', EN_POST, (text: string) => text.replace('2026-06-18', '2026-02-30'), `${EN_POST}: date: is not a day of the calendar`],
    ['a date in another format', EN_POST, (text: string) => text.replace('2026-06-18', '18.06.2026'), `${EN_POST}: date: must be a date written YYYY-MM-DD`],
    ['an unknown category', EN_POST, (text: string) => text.replace('category: architecture', 'category: gardening'), `${EN_POST}: category: must be one of architecture, accessibility`],
    ['an unknown author', EN_POST, (text: string) => text.replace('author: elif-kaya', 'author: nobody'), `${EN_POST}: author: "nobody" is no entry of team`],
    ['a long title', EN_POST, (text: string) => text.replace(/title: .*/, `title: ${'x'.repeat(71)}`), `${EN_POST}: title: must be at most 70 characters (it has 71)`],
    ['a long description', DE_POST, (text: string) => text.replace(/description: .*/, `description: ${'ä'.repeat(161)}`), `${DE_POST}: description: must be at most 160 characters (it has 161)`],
    ['a missing field', EN_POST, (text: string) => text.replace(/coverAlt: .*\n/, ''), `${EN_POST}: coverAlt: is missing`],
    ['an unknown field', EN_POST, (text: string) => text.replace('---\n\n', 'colour: red\n---\n\n'), `${EN_POST}: colour: is not a field of this collection`],
    ['an English-only field in a translation', DE_POST, (text: string) => text.replace('---\n\n', 'date: 2026-06-18\n---\n\n'), `${DE_POST}: date: is written in the English file only`],
    ['a tag count differing from English', DE_POST, (text: string) => text.replace('[modularer Monolith, postgresql]', '[modularer Monolith]'), `${DE_POST}: tags: has 1 items, the English file 2`],
    ['a missing cover', EN_POST, (text: string) => text.replace('cover: modular-monolith.svg', 'cover: other.svg'), `${EN_POST}: cover: public/images/blog/other.svg does not exist`],
    ['a bad revision', DE_POST, (text: string) => text.replace('---\n\n', 'translatedFrom: xyz\n---\n\n'), `${DE_POST}: translatedFrom: must be 12 lowercase hex digits`],
    ['a disallowed link', EN_POST, (text: string) => `${text}\n[x](http://insecure.example)\n`, `${EN_POST}: body: the link to "http://insecure.example" must be an https address`],
    ['an empty body', DE_POST, (text: string) => text.slice(0, text.lastIndexOf('---') + 3), `${DE_POST}: body: is empty`],
  ])('fails on %s, naming file and field', (_name, path, change, expected) => {
    // The cover check also reports the then unused image: only the named problem is asserted.
    expect(problems(withFile(path, change)).some((problem) => problem.startsWith(expected))).toBe(true)
  })

  it('names the file of a body it cannot render, and builds the rest', () => {
    const files = withFile(DE_POST, (text) => `${text}\n${'>'.repeat(5000)} deep\n`)
    const { issues, entries } = buildContent(files, GOOD_IMAGES)
    expect(issues.map(formatIssue)).toEqual([`${DE_POST}: body: line 12 nests quotes or lists 5000 levels deep (at most 8)`])
    expect(entries.map((entry) => entry.path)).not.toContain(DE_POST)
    const emphasis = withFile(EN_POST, (text) => `${text}\n${'_'.repeat(6000)}x${'_'.repeat(6000)}\n`)
    // (The cover of the post that failed is then reported as unused.)
    expect(problems(emphasis)[0]).toMatch(new RegExp(`^${EN_POST}: body: the body is nested too deeply to render`))
  })

  it('fails on a missing translation and on an extra one', () => {
    const files = goodFiles().filter((file) => file.path !== DE_POST)
    files.push({ path: 'locales/de/content/blog/orphan-post.md', text: goodFiles()[2]?.text ?? '' })
    expect(problems(files)).toEqual([
      `${DE_POST}: is missing: every entry needs a de version of ${EN_POST}`,
      'locales/de/content/blog/orphan-post.md: is an extra translation: locales/en/content/blog/orphan-post.md does not exist',
    ])
  })

  it('fails on an image no entry uses, and on unknown folders', () => {
    expect(problems(goodFiles(), { ...GOOD_IMAGES, team: ['elif-kaya.svg', 'old.svg'] })).toEqual([
      'public/images/team/old.svg: no entry uses this image: remove it or name it in an entry',
    ])
    expect(problems([...goodFiles(), { path: 'locales/fr/content/blog/x.md', text: '' }, { path: 'locales/en/content/recipes/x.md', text: '' }])).toEqual([
      'locales/fr/content/blog/x.md: "fr" is not a language of the site (tr, en, de)',
      `locales/en/content/recipes/x.md: "recipes" is not a collection (${COLLECTION_NAMES.join(', ')})`,
    ])
  })
})
