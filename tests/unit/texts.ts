import { globSync, readFileSync } from 'node:fs'
import { parsePoFile } from '@lingui/format-po'

/**
 * Every text translators write, read from the files as they are (no rendering, no build), for the
 * tests that hold the texts to one source: the facts (facts.test.ts) and the plans
 * (plans-content.test.ts).
 */
export type Lang = 'en' | 'tr' | 'de'
export const LANGS: readonly Lang[] = ['en', 'tr', 'de']

const root = process.cwd()

export interface Text {
  /** Where the text is, for the failure message. */
  where: string
  lang: Lang
  text: string
}

/** Every msgid (English) and msgstr of the language's catalogs, obsolete entries left out. */
export function catalogTexts(lang: Lang): Text[] {
  return globSync(`locales/${lang}/*.po`, { cwd: root }).flatMap((path) =>
    parsePoFile(readFileSync(`${root}/${path}`, 'utf8')).items.flatMap((item) => {
      if (item.obsolete || item.msgid === '') return []
      const str = item.msgstr.join('')
      const texts: Text[] = [{ where: `${path}: msgid "${item.msgid}"`, lang: 'en', text: item.msgid }]
      if (str !== '') texts.push({ where: `${path}: msgstr for "${item.msgid}"`, lang, text: str })
      return texts
    }),
  )
}

export interface ContentFile {
  path: string
  lang: Lang
  /** The front matter's fields as written (one line each). */
  front: Record<string, string>
  body: string
  /** The whole file. */
  text: string
}

/** Every content file (Markdown) of the language. */
export function contentFiles(lang: Lang): ContentFile[] {
  return globSync(`locales/${lang}/content/*/*.md`, { cwd: root }).map((path) => {
    const text = readFileSync(`${root}/${path}`, 'utf8').replaceAll('\r\n', '\n')
    const match = /^---\n([\s\S]*?)\n---\n([\s\S]*)$/.exec(text)
    const front = Object.fromEntries(
      (match?.[1] ?? '').split('\n').flatMap((line) => {
        const field = /^(\w+):\s*(.*)$/.exec(line)
        return field === null ? [] : [[field[1] ?? '', field[2] ?? '']]
      }),
    )
    return { path, lang, front, body: match?.[2] ?? text, text }
  })
}
