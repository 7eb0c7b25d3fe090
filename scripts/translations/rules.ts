/**
 * The translators' rules that `npm run i18n:check` enforces beyond Lingui's own checks: the words a
 * language's glossary forbids, the minus sign for a hyphen, the length a message's comment allows,
 * and the structure (sections and links) a Markdown translation keeps from its English file. Pure:
 * the texts come in as data, so each rule is unit-tested with a planted violation.
 */
import { Lexer, type Token } from 'marked'

/** One row of a language's glossary (locales/<lang>/glossary.md). */
export interface GlossaryEntry {
  /** The English term, as the first column writes it. */
  english: string
  /** The one word this language uses. */
  use: string
  /** Variants this language must not use; `*` at the end stands for any ending. */
  avoid: string[]
}

/** A broken rule: the file, where in it (a message or a field), and what to do. */
export interface Finding {
  file: string
  where: string
  message: string
}

/** `| a | b | c |` as its cells, or null for a line that is no table row. */
function tableCells(line: string): string[] | null {
  const trimmed = line.trim()
  if (!trimmed.startsWith('|') || !trimmed.endsWith('|')) return null
  return trimmed
    .slice(1, -1)
    .split('|')
    .map((cell) => cell.trim())
}

/**
 * The glossary's terms: every row of every table of at least three columns (term, word to use,
 * variants to avoid, then notes), below its header and separator rows. Words in `backticks` or
 * **bold** are read without the marks; variants are separated by commas.
 */
export function parseGlossary(markdown: string): GlossaryEntry[] {
  const plain = (cell: string) => cell.replace(/[`*]{1,2}([^`*]+)[`*]{1,2}/g, '$1').trim()
  const entries: GlossaryEntry[] = []
  let header = true
  for (const line of markdown.split(/\r?\n/)) {
    const cells = tableCells(line)
    if (cells === null || cells.length < 3) {
      header = true
      continue
    }
    if (header) {
      header = !cells.every((cell) => /^:?-{3,}:?$/.test(cell))
      continue
    }
    const [english = '', use = '', avoid = ''] = cells
    const variants = avoid
      .split(',')
      .map((variant) => variant.replace(/[`]/g, '').trim())
      .filter((variant) => variant !== '' && variant !== '–' && variant !== '-')
    entries.push({ english: plain(english), use: plain(use), avoid: variants })
  }
  return entries
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
}

/** A variant as a pattern over lower-cased text: whole words, `*` at the end for any ending. */
function variantPattern(variant: string, lang: string): RegExp {
  const open = variant.endsWith('*')
  // A straight apostrophe in a variant matches a curly one in the text too.
  const word = escapeRegExp((open ? variant.slice(0, -1) : variant).toLocaleLowerCase(lang)).replaceAll("'", "['’]")
  return new RegExp(`(?<![\\p{L}\\p{N}])${word}${open ? "[\\p{L}\\p{N}'’]*" : '(?![\\p{L}\\p{N}])'}`, 'gu')
}

/** The glossary's forbidden variants found in a text, each with the term it belongs to. */
export function forbiddenVariants(text: string, glossary: readonly GlossaryEntry[], lang: string): { found: string; entry: GlossaryEntry }[] {
  const lower = text.toLocaleLowerCase(lang)
  return glossary.flatMap((entry) =>
    entry.avoid.flatMap((variant) => [...lower.matchAll(variantPattern(variant, lang))].map((match) => ({ found: text.slice(match.index, match.index + match[0].length), entry }))),
  )
}

/**
 * Hyphen-minuses written as a minus sign: a `-` before a figure (`-38 %`, `-%38`, `-20 °C`) that
 * follows no letter or digit (so not `e-Fatura`, `2-3`, `2026-11-29`). Every style guide asks for
 * the minus sign (U+2212), as the site's number formatting writes it (src/lib/numbers.ts).
 */
export function hyphenMinuses(text: string): string[] {
  return [...text.matchAll(/(?<![\p{L}\p{N}-])-%?\p{N}[\p{N}.,]*/gu)].map((match) => match[0])
}

/** The length a message's translator comment allows ("… Max 60 characters."), or null. */
export function lengthLimit(comments: readonly string[]): number | null {
  for (const comment of comments) {
    const match = /\b(?:max(?:imum)?|at most)\s+(\d+)\s+char(?:acter)?s\b/i.exec(comment)
    if (match) return Number(match[1])
  }
  return null
}

/** The length of a translation as a reader sees it: element tags of `<Trans>` are not counted. */
export function visibleLength(translation: string): number {
  return [...translation.replace(/<\/?\d+\/?>/g, '')].length
}

/** The sections (heading levels and order) and link targets of a Markdown body. */
export function markdownOutline(body: string): { headings: number[]; links: string[] } {
  const headings: number[] = []
  const links: string[] = []
  const walk = (tokens: readonly Token[]) => {
    for (const token of tokens) {
      if (token.type === 'heading') headings.push(token.depth)
      // A link to the site names its language: /de/contact translates /en/contact.
      if (token.type === 'link' || token.type === 'image') links.push(token.href.replace(/^\/[a-z]{2}(?=\/|$)/, '/{lang}'))
      if ('tokens' in token && Array.isArray(token.tokens)) walk(token.tokens)
      if (token.type === 'list') for (const item of token.items) walk(item.tokens)
      if (token.type === 'table') for (const cell of [...token.header, ...token.rows.flat()]) walk(cell.tokens)
    }
  }
  walk(new Lexer().lex(body))
  return { headings, links }
}

/** What a translation's Markdown drops or adds against its English file: sections and links. */
export function structureProblems(english: string, translation: string): string[] {
  const source = markdownOutline(english)
  const target = markdownOutline(translation)
  const problems: string[] = []
  const levels = (headings: number[]) => headings.map((depth) => `h${depth}`).join(' ')
  if (levels(source.headings) !== levels(target.headings)) {
    problems.push(`has the sections ${levels(target.headings) || '(none)'}, the English file ${levels(source.headings) || '(none)'}: keep every section, at its level and in its order`)
  }
  const count = (links: string[]) => links.reduce((map, link) => map.set(link, (map.get(link) ?? 0) + 1), new Map<string, number>())
  const have = count(target.links)
  for (const [link, times] of count(source.links)) {
    const missing = times - (have.get(link) ?? 0)
    if (missing > 0) problems.push(`drops the link to ${link}${missing > 1 ? ` (${missing} times)` : ''}: keep every link of the English file`)
  }
  const want = count(source.links)
  for (const [link, times] of have) {
    if (times > (want.get(link) ?? 0)) problems.push(`adds a link to ${link}, which the English file does not have`)
  }
  return problems
}
