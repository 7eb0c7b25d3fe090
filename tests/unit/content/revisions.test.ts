// @vitest-environment node
import { execFileSync } from 'node:child_process'
import { describe, expect, it } from 'vitest'
import { revisionOf } from '../../../scripts/content/collections.ts'
import { sourceRevision, stampText, translationReport, translationStates } from '../../../scripts/content/revisions.ts'
import { goodFiles } from './fixtures.ts'

const EN = 'locales/en/content/blog/modular-monolith-first.md'
const TR = 'locales/tr/content/blog/modular-monolith-first.md'
const DE = 'locales/de/content/blog/modular-monolith-first.md'

/** The fixture set with every translation stamped from its English file, as `content:stamp` leaves it. */
function stampedFiles() {
  const files = goodFiles()
  const english = new Map(files.filter((file) => file.path.startsWith('locales/en/')).map((file) => [file.path, file]))
  return files.map((file) => {
    const source = english.get(file.path.replace(/\/(tr|de)\//, '/en/'))
    return source === undefined || file === source ? file : { path: file.path, text: stampText(file.text, sourceRevision(source)) }
  })
}

describe('stale translations', () => {
  it('records the first 12 hex digits of the SHA-256 of the English bytes', () => {
    expect(revisionOf('abc')).toBe('ba7816bf8f01')
    expect(revisionOf('Güç')).toMatch(/^[0-9a-f]{12}$/)
  })

  it('stamps a translation once, keeping its front matter and body', () => {
    const text = goodFiles().find((file) => file.path === DE)?.text ?? ''
    const once = stampText(text, '0123456789ab')
    const twice = stampText(once, 'ba987654321f')
    expect(once).toContain('coverAlt: Ein Baustein\ntranslatedFrom: 0123456789ab\n---\n\nEin Absatz.')
    expect(twice.match(/translatedFrom/g)).toHaveLength(1)
    expect(twice).toContain('translatedFrom: ba987654321f\n---')
  })

  it('reports nothing when every translation matches its English file', () => {
    const states = translationStates(stampedFiles())
    expect(states.map((state) => state.status)).toEqual(['current', 'current', 'current', 'current'])
    expect(translationReport(states)).toEqual([])
  })

  it('reports the translations of an English file that changed since, and missing or unstamped ones', () => {
    const files = stampedFiles()
      .map((file) => (file.path === EN ? { path: file.path, text: `${file.text}\nA new closing paragraph.\n` } : file))
      .filter((file) => file.path !== 'locales/de/content/team/elif-kaya.md')
      .map((file) => (file.path === 'locales/tr/content/team/elif-kaya.md' ? { path: file.path, text: file.text.replace(/translatedFrom: .*\n/, '') } : file))
    const report = translationReport(translationStates(files))
    const newRevision = sourceRevision(files.find((file) => file.path === EN) ?? { path: EN, text: '' })
    expect(report).toEqual([
      expect.stringMatching(new RegExp(`^${TR}: stale: the English file changed since this was translated \\(translatedFrom: [0-9a-f]{12}, now ${newRevision}\\); update it from ${EN}$`)),
      expect.stringMatching(new RegExp(`^${DE}: stale: `)),
      'locales/tr/content/team/elif-kaya.md: unstamped: has no translatedFrom: check it against locales/en/content/team/elif-kaya.md',
      'locales/de/content/team/elif-kaya.md: missing: does not exist: translate locales/en/content/team/elif-kaya.md',
    ])
  })

  it('marks translations stale when a translated field or the body changes, not when a field every language shares does', () => {
    const change = (edit: (text: string) => string) =>
      translationStates(stampedFiles().map((file) => (file.path === EN ? { path: file.path, text: edit(file.text) } : file)))
        .filter((state) => state.source === EN)
        .map((state) => state.status)
    expect(change((text) => text.replace('date: 2026-06-18', 'date: 2026-06-19').replace('cover: modular-monolith.svg', 'cover: other.svg'))).toEqual(['current', 'current'])
    expect(change((text) => text.replace('\n', '\r\n'))).toEqual(['current', 'current'])
    expect(change((text) => text.replace('coverAlt: A building block split into rooms', 'coverAlt: A block in rooms'))).toEqual(['stale', 'stale'])
    expect(change((text) => `${text}\nOne more sentence.\n`)).toEqual(['stale', 'stale'])
  })
})

describe('content:stamp', () => {
  it('stamps nothing without a slug or --all', () => {
    const run = () => execFileSync(process.execPath, ['scripts/content-stamp.ts'], { encoding: 'utf8', stdio: 'pipe' })
    expect(run).toThrow(/Name the entries whose translations you updated/)
  })
})
