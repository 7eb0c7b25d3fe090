/**
 * `npm run i18n:check` (after Lingui's checks and the content staleness check): the translators'
 * rules of scripts/translations/rules.ts over every catalog and content file, in every language,
 * and each content file's front matter against its collection's schema (the length of a title or a
 * description among them), as the build checks it. Lists each finding with its file and message,
 * and fails when there is any.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { parsePoFile } from '@lingui/format-po'
import { LANGUAGES, type Lang } from '../src/lib/languages.ts'
import { SOURCE_LANG } from '../src/site/content/schemas.ts'
import { CONTENT_FILE } from './content/collections.ts'
import { loadContent, readContentFiles } from './content/files.ts'
import { parseFrontMatter } from './content/front-matter.ts'
import { forbiddenVariants, hyphenMinuses, lengthLimit, parseGlossary, structureProblems, visibleLength, type Finding, type GlossaryEntry } from './translations/rules.ts'

const root = process.cwd()
const findings: Finding[] = []

function glossaryOf(lang: Lang): GlossaryEntry[] {
  const path = join(root, 'locales', lang, 'glossary.md')
  return existsSync(path) ? parseGlossary(readFileSync(path, 'utf8')) : []
}

/** A text a reader sees (a message, a Markdown body; not front matter data such as a result's figure). */
function checkSigns(file: string, where: string, text: string) {
  for (const found of hyphenMinuses(text)) findings.push({ file, where, message: `"${found}": write the minus sign "−" (U+2212), not a hyphen (style.md)` })
}

function checkWords(file: string, where: string, text: string, glossary: readonly GlossaryEntry[], lang: Lang) {
  for (const { found, entry } of forbiddenVariants(text, glossary, lang)) {
    findings.push({ file, where, message: `"${found}": write "${entry.use}" (glossary: ${entry.english})` })
  }
}

const contentFiles = readContentFiles(root)
const english = new Map(contentFiles.filter((file) => file.path.startsWith(`locales/${SOURCE_LANG}/`)).map((file) => [file.path, file.text]))
let messages = 0

for (const lang of LANGUAGES) {
  const glossary = glossaryOf(lang)
  const folder = join('locales', lang)
  for (const name of readdirSync(join(root, folder)).filter((file) => file.endsWith('.po')).sort()) {
    const file = `${folder}/${name}`
    for (const item of parsePoFile(readFileSync(join(root, file), 'utf8')).items) {
      if (item.obsolete) continue
      messages += 1
      const translation = item.msgstr.join('\n')
      const where = `msgid "${item.msgid}"${item.msgctxt ? ` (context "${item.msgctxt}")` : ''}`
      checkWords(file, where, translation, glossary, lang)
      checkSigns(file, where, translation)
      const limit = lengthLimit(item.extractedComments)
      const length = visibleLength(translation)
      if (limit !== null && length > limit) findings.push({ file, where, message: `is ${length} characters long; its comment allows ${limit}` })
    }
  }
  for (const file of contentFiles.filter((item) => CONTENT_FILE.exec(item.path)?.[1] === lang)) {
    let parsed: ReturnType<typeof parseFrontMatter>
    try {
      parsed = parseFrontMatter(file.text)
    } catch {
      continue // The content check names a file that does not parse.
    }
    for (const [field, value] of Object.entries(parsed.data)) {
      if (field !== 'translatedFrom') checkWords(file.path, field, Array.isArray(value) ? value.join(', ') : value, glossary, lang)
    }
    checkWords(file.path, 'body', parsed.body, glossary, lang)
    checkSigns(file.path, 'body', parsed.body)
    if (lang === SOURCE_LANG) continue
    const source = english.get(file.path.replace(`locales/${lang}/`, `locales/${SOURCE_LANG}/`))
    if (source === undefined) continue
    for (const problem of structureProblems(parseFrontMatter(source).body, parsed.body)) findings.push({ file: file.path, where: 'body', message: problem })
  }
}

for (const issue of loadContent(root).issues) findings.push({ file: issue.file, where: issue.field ?? 'file', message: issue.message })

if (findings.length === 0) {
  console.log(`Translation rules: ${messages} messages and ${contentFiles.length} content files follow the glossaries, the minus sign, their length limits and their English structure.`)
  process.exit(0)
}
console.error(`Translation rules broken (${findings.length}); the glossaries and the style guides are in locales/<lang>/:`)
for (const finding of findings) console.error(`  ${finding.file}: ${finding.where}: ${finding.message}`)
process.exit(1)
