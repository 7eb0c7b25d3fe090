/**
 * Which translations are behind their English source. A translation records the revision of the
 * English file's translatable content it was made from (`translatedFrom`); when that content
 * changes, the revision changes and the translation is reported until a translator updates it and
 * stamps it again. A field that is the same in every language (a date, a cover, a slug of another
 * entry) is not translated, so changing it marks no translation stale.
 */
import { LANGUAGES } from '../../src/lib/languages.ts'
import { COLLECTIONS, SOURCE_LANG } from '../../src/site/content/schemas.ts'
import { CONTENT_FILE, contentPath, revisionOf, type ContentFile } from './collections.ts'
import { parseFrontMatter } from './front-matter.ts'

/**
 * The revision of what a translator translates in an English file: the front matter fields its
 * collection's translations carry, and the body (line endings as `\n`). A file whose front matter
 * does not parse is taken whole (the content check reports it).
 */
export function sourceRevision(file: ContentFile): string {
  const collection = CONTENT_FILE.exec(file.path)?.[2] ?? ''
  const definition = Object.hasOwn(COLLECTIONS, collection) ? COLLECTIONS[collection as keyof typeof COLLECTIONS] : undefined
  try {
    if (definition === undefined) throw new Error('no collection')
    const { data, body } = parseFrontMatter(file.text)
    const fields = Object.keys(definition.translation.entries).filter((key) => key !== 'translatedFrom' && Object.hasOwn(data, key))
    return revisionOf(JSON.stringify({ fields: fields.sort().map((key) => [key, data[key]]), body: body.replaceAll('\r\n', '\n') }))
  } catch {
    return revisionOf(file.text)
  }
}

export type TranslationStatus = 'current' | 'stale' | 'unstamped' | 'missing'

export interface TranslationState {
  /** The translation's path (which may not exist). */
  file: string
  source: string
  status: TranslationStatus
  /** The English file's revision now. */
  revision: string
  /** The revision the translation records, if any. */
  recorded: string | null
}

function recordedRevision(text: string): string | null {
  try {
    const value = parseFrontMatter(text).data.translatedFrom
    return typeof value === 'string' ? value : null
  } catch {
    return null
  }
}

/** Every translation of every English file, with whether it is up to date. */
export function translationStates(files: readonly ContentFile[]): TranslationState[] {
  const byPath = new Map(files.map((file) => [file.path, file]))
  return files.flatMap((file) => {
    const match = CONTENT_FILE.exec(file.path)
    if (!match || match[1] !== SOURCE_LANG) return []
    const [, , collection = '', slug = ''] = match
    const revision = sourceRevision(file)
    return LANGUAGES.filter((lang) => lang !== SOURCE_LANG).map((lang): TranslationState => {
      const path = contentPath(lang, collection, slug)
      const translation = byPath.get(path)
      if (!translation) return { file: path, source: file.path, status: 'missing', revision, recorded: null }
      const recorded = recordedRevision(translation.text)
      const status = recorded === null ? 'unstamped' : recorded === revision ? 'current' : 'stale'
      return { file: path, source: file.path, status, revision, recorded }
    })
  })
}

/** The translation's text with `translatedFrom: <revision>` as the last line of its front matter. */
export function stampText(text: string, revision: string): string {
  const newline = text.includes('\r\n') ? '\r\n' : '\n'
  const lines = text.split(/\r?\n/)
  const end = lines.findIndex((line, index) => index > 0 && line.trim() === '---')
  if (lines[0]?.replace(/^\uFEFF/, '').trim() !== '---' || end === -1) throw new Error('the file has no front matter block')
  const head = lines.slice(1, end).filter((line) => !line.startsWith('translatedFrom:'))
  return [lines[0], ...head, `translatedFrom: ${revision}`, ...lines.slice(end)].join(newline)
}

const EXPLANATIONS: Record<Exclude<TranslationStatus, 'current'>, (state: TranslationState) => string> = {
  stale: (state) => `the English file changed since this was translated (translatedFrom: ${state.recorded ?? ''}, now ${state.revision}); update it from ${state.source}`,
  unstamped: (state) => `has no translatedFrom: check it against ${state.source}`,
  missing: (state) => `does not exist: translate ${state.source}`,
}

/** One line for each translation that needs a translator, naming the file and what to do. */
export function translationReport(states: readonly TranslationState[]): string[] {
  return states.flatMap((state) => (state.status === 'current' ? [] : [`${state.file}: ${state.status}: ${EXPLANATIONS[state.status](state)}`]))
}
