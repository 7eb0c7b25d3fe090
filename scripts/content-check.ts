/**
 * `npm run i18n:check` (after Lingui's checks): lists the content translations that are missing,
 * unstamped, or stale (their English file changed since they were translated), and fails when
 * there is any. For a stale one it names the git commit the translation was made from, so that
 * `git diff` shows what changed in English.
 */
import { execFileSync } from 'node:child_process'
import { readContentFiles } from './content/files.ts'
import { sourceRevision, translationReport, translationStates, type TranslationState } from './content/revisions.ts'

/** The newest commit whose version of the English file has the translatable content the translation records. */
function commitOf(state: TranslationState): string | null {
  try {
    const commits = execFileSync('git', ['log', '--format=%H', '--', state.source], { encoding: 'utf8' }).split('\n').filter(Boolean)
    return commits.find((commit) => sourceRevision({ path: state.source, text: execFileSync('git', ['show', `${commit}:${state.source}`], { encoding: 'utf8' }) }) === state.recorded) ?? null
  } catch {
    return null
  }
}

const states = translationStates(readContentFiles(process.cwd()))
const pending = states.filter((state) => state.status !== 'current')
if (pending.length === 0) {
  console.log(`Content translations: all ${states.length} up to date with their English source.`)
  process.exit(0)
}
console.error(`Content translations that need a translator (${pending.length} of ${states.length}):`)
for (const state of pending) {
  for (const line of translationReport([state])) console.error(`  ${line}`)
  const commit = state.status === 'stale' ? commitOf(state) : null
  if (commit) console.error(`    what changed: git diff ${commit.slice(0, 12)} -- ${state.source}`)
}
console.error('After updating a translation, run `npm run content:stamp <slug>` to record the English revision it matches (`-- --all` stamps every entry).')
process.exit(1)
