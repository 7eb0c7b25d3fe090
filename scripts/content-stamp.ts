/**
 * `npm run content:stamp <slug…>` (or `-- --all`): records in each translation of the named entries
 * the revision of the English content it now matches (`translatedFrom`). Run it after updating a
 * translation; `npm run i18n:check` then no longer lists it. Stamping every entry takes `--all`,
 * so that no translation is marked up to date by accident.
 */
import { writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { CONTENT_FILE } from './content/collections.ts'
import { readContentFiles } from './content/files.ts'
import { stampText, translationStates } from './content/revisions.ts'

const root = process.cwd()
const args = process.argv.slice(2)
const all = args.includes('--all')
const slugs = args.filter((arg) => arg !== '--all' && arg !== '--')
if (!all && slugs.length === 0) {
  console.error('Name the entries whose translations you updated: npm run content:stamp <slug…> (the file name without .md), or stamp every entry with npm run content:stamp -- --all.')
  process.exit(1)
}
if (all && slugs.length > 0) {
  console.error('Either slugs or --all, not both.')
  process.exit(1)
}
const files = readContentFiles(root)
const slugOf = (path: string) => CONTENT_FILE.exec(path)?.[3] ?? ''
const known = new Set(files.map((file) => slugOf(file.path)))
const unknown = slugs.filter((slug) => !known.has(slug))
if (unknown.length > 0) {
  console.error(`No content entry has the slug ${unknown.join(', ')} (the file name without .md).`)
  process.exit(1)
}

const texts = new Map(files.map((file) => [file.path, file.text]))
let stamped = 0
for (const state of translationStates(files)) {
  if (state.status === 'missing' || (!all && !slugs.includes(slugOf(state.file)))) continue
  if (state.status === 'current') continue
  writeFileSync(join(root, state.file), stampText(texts.get(state.file) ?? '', state.revision))
  console.log(`${state.file}: translatedFrom: ${state.revision}`)
  stamped += 1
}
console.log(stamped === 0 ? 'Every translation named is already stamped with its English revision.' : `Stamped ${stamped} translation${stamped === 1 ? '' : 's'}.`)
