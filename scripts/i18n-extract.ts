/**
 * `npm run i18n:extract`: `lingui extract --clean`, keeping translations when a message moves
 * from one catalog to another. Each language has one catalog per area (lingui.config.ts); a
 * message whose source file changes area is written into its new catalog untranslated, because
 * Lingui merges each catalog only with its own previous content. This takes every translation of
 * the language's catalogs before the extraction and fills the messages left untranslated after it.
 */
import { execFileSync } from 'node:child_process'
import { readdirSync, readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'

const LOCALES = 'locales'

/** The PO string a line holds (`msgid "…"`, `"…"`), unescaped. */
function unquote(line: string): string {
  const quoted = line.slice(line.indexOf('"'))
  const value: unknown = JSON.parse(quoted)
  if (typeof value !== 'string') throw new Error(`Not a PO string: ${line}`)
  return value
}

interface Entry {
  key: string
  msgstr: string
  /** Index of the `msgstr` line in the file's lines, and how many lines the value takes. */
  line: number
  lines: number
}

/** The entries of a PO file as Lingui writes it (`msgctxt`, `msgid`, `msgstr`, continuation lines). */
export function poEntries(text: string): Entry[] {
  const lines = text.split('\n')
  const entries: Entry[] = []
  let context = ''
  let id: string | null = null
  for (let index = 0; index < lines.length; index += 1) {
    const line = lines[index] ?? ''
    const field = /^(msgctxt|msgid|msgstr) /.exec(line)?.[1]
    if (field === undefined) continue
    let value = unquote(line)
    let end = index + 1
    while ((lines[end] ?? '').startsWith('"')) {
      value += unquote(lines[end] ?? '')
      end += 1
    }
    if (field === 'msgctxt') context = value
    else if (field === 'msgid') id = value
    else if (id !== null) {
      if (id !== '') entries.push({ key: `${context}\u0004${id}`, msgstr: value, line: index, lines: end - index })
      context = ''
      id = null
    }
    index = end - 1
  }
  return entries
}

/** Fills the untranslated entries of a PO file from `translations`; the text of the new file. */
export function fillTranslations(text: string, translations: ReadonlyMap<string, string>): string {
  const lines = text.split('\n')
  // From the end, so the line numbers of the entries before stay right.
  for (const entry of poEntries(text).toReversed()) {
    const translation = translations.get(entry.key)
    if (entry.msgstr !== '' || translation === undefined) continue
    lines.splice(entry.line, entry.lines, `msgstr ${JSON.stringify(translation)}`)
  }
  return lines.join('\n')
}

function catalogFiles(lang: string): string[] {
  return readdirSync(join(LOCALES, lang))
    .filter((name) => name.endsWith('.po'))
    .map((name) => join(LOCALES, lang, name))
}

function main(): void {
  const languages = readdirSync(LOCALES)
  const before = new Map(
    languages.map((lang) => [
      lang,
      new Map(catalogFiles(lang).flatMap((file) => poEntries(readFileSync(file, 'utf8')).filter((entry) => entry.msgstr !== '').map((entry) => [entry.key, entry.msgstr] as const))),
    ]),
  )
  // With this Node (the project's 22), not the one on the lingui script's shebang line.
  execFileSync(process.execPath, [join('node_modules', '.bin', 'lingui'), 'extract', '--clean'], { stdio: 'inherit' })
  for (const lang of languages) {
    const translations = before.get(lang) ?? new Map<string, string>()
    for (const file of catalogFiles(lang)) {
      const text = readFileSync(file, 'utf8')
      const filled = fillTranslations(text, translations)
      if (filled !== text) writeFileSync(file, filled)
    }
  }
}

if (process.argv[1] === import.meta.filename) main()
