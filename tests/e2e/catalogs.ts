import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { setupI18n, type I18n } from '@lingui/core'
import { parsePoFile } from '@lingui/format-po'
import { compileMessage } from '@lingui/message-utils/compileMessage'
import { generateMessageId } from '@lingui/message-utils/generateMessageId'
import { LOCALE_TAGS, type Lang } from '../../src/lib/languages'

const catalogs = new Map<Lang, { i18n: I18n; ids: Set<string> }>()

/** Every catalog of a language (locales/<lang>/*.po), as the translators left it. */
function catalogOf(lang: Lang): { i18n: I18n; ids: Set<string> } {
  const known = catalogs.get(lang)
  if (known !== undefined) return known
  const messages: Record<string, string> = {}
  const folder = join('locales', lang)
  for (const file of readdirSync(folder).filter((name) => name.endsWith('.po'))) {
    for (const item of parsePoFile(readFileSync(join(folder, file), 'utf8')).items) {
      const id: string = generateMessageId(item.msgid, item.msgctxt ?? undefined)
      messages[id] ??= item.msgstr[0] ?? ''
    }
  }
  const i18n = setupI18n()
  i18n.setMessagesCompiler(compileMessage)
  i18n.load(lang, messages)
  i18n.activate(lang, [LOCALE_TAGS[lang].intl])
  const catalog = { i18n, ids: new Set(Object.keys(messages)) }
  catalogs.set(lang, catalog)
  return catalog
}

/**
 * What the site says for an English source message in a language, as its catalogs translate it:
 * expected texts come from the catalogs, not from tables copied into the tests. A message that is
 * in no catalog of the language fails the test that asks for it.
 */
export function say(lang: Lang, message: string, values?: Record<string, unknown>): string {
  const { i18n, ids } = catalogOf(lang)
  const id: string = generateMessageId(message)
  if (!ids.has(id)) throw new Error(`"${message}" is in no catalog of locales/${lang}`)
  return i18n._({ id, message, ...(values === undefined ? {} : { values }) })
}

/** What the site says for an English source message given a context (`msg({ message, context })`). */
export function sayIn(lang: Lang, context: string, message: string): string {
  const { i18n, ids } = catalogOf(lang)
  const id: string = generateMessageId(message, context)
  if (!ids.has(id)) throw new Error(`"${message}" (${context}) is in no catalog of locales/${lang}`)
  return i18n._({ id, message })
}

/** `say` for a whole table of messages: { signIn: 'Sign in', … } in the given language. */
export function sayAll<K extends string>(lang: Lang, messages: Record<K, string>): Record<K, string> {
  const entries: [string, string][] = Object.entries<string>(messages).map(([key, message]) => [key, say(lang, message)])
  return Object.fromEntries(entries) as Record<K, string>
}
