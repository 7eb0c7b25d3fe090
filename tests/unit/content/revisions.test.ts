// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { revisionOf } from '../../../scripts/content/collections.ts'
import { stampText, translationReport, translationStates } from '../../../scripts/content/revisions.ts'
import { goodFiles } from './fixtures.ts'

const EN = 'locales/en/content/blog/modular-monolith-first.md'
const TR = 'locales/tr/content/blog/modular-monolith-first.md'
const DE = 'locales/de/content/blog/modular-monolith-first.md'

/** The fixture set with every translation stamped from its English file, as `content:stamp` leaves it. */
function stampedFiles() {
  const files = goodFiles()
  const english = new Map(files.filter((file) => file.path.startsWith('locales/en/')).map((file) => [file.path.replace('/en/', '/'), file.text]))
  return files.map((file) =>
    file.path.startsWith('locales/en/') ? file : { path: file.path, text: stampText(file.text, revisionOf(english.get(file.path.replace(/\/(tr|de)\//, '/')) ?? '')) },
  )
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
    const newRevision = revisionOf(files.find((file) => file.path === EN)?.text ?? '')
    expect(report).toEqual([
      expect.stringMatching(new RegExp(`^${TR}: stale: the English file changed since this was translated \\(translatedFrom: [0-9a-f]{12}, now ${newRevision}\\); update it from ${EN}$`)),
      expect.stringMatching(new RegExp(`^${DE}: stale: `)),
      'locales/tr/content/team/elif-kaya.md: unstamped: has no translatedFrom: check it against locales/en/content/team/elif-kaya.md',
      'locales/de/content/team/elif-kaya.md: missing: does not exist: translate locales/en/content/team/elif-kaya.md',
    ])
  })
})
