/**
 * Markdown to HTML at build time (marked), with the rules of the content format: raw HTML is shown
 * as text, links go to https or to the site, there are no images and no H1 in a body (the page
 * renders the title and the cover), and every heading gets an id for the table of contents.
 */
import { Marked, type Token, type Tokens } from 'marked'
import type { Heading } from '../../src/site/content/schemas.ts'

export interface RenderedMarkdown {
  html: string
  headings: Heading[]
  wordCount: number
  readingMinutes: number
  excerpt: string
}

/**
 * How deep quotes and lists may nest in a body. Prose needs two or three levels; a body far deeper
 * (thousands of `>`) overflows the Markdown parser's stack, so it is refused with a message first.
 */
export const MAX_NESTING = 8

/** Quote and list markers that open a line (`> > - text`), each one level of nesting. */
const CONTAINER_PREFIX = /^(?:[ \t]*(?:>|[-*+](?=[ \t])|\d{1,9}[.)](?=[ \t])))+/

function nestingProblem(depth: number, where: string): string {
  return `${where} nests quotes or lists ${depth} levels deep (at most ${MAX_NESTING})`
}

/** The first line whose markers alone open more levels than allowed, before the parser sees it. */
function deepLine(body: string, firstLine: number): string | null {
  for (const [index, line] of body.split('\n').entries()) {
    const prefix = CONTAINER_PREFIX.exec(line)?.[0] ?? ''
    const depth = prefix.match(/>|[-*+]|\d{1,9}[.)]/g)?.length ?? 0
    if (depth > MAX_NESTING) return nestingProblem(depth, `line ${firstLine + index}`)
  }
  return null
}

/** How deep quotes and lists nest in parsed tokens (nesting by indentation, which lines alone do not show). */
function nestingDepth(tokens: readonly Token[]): number {
  let deepest = 0
  const stack: { tokens: readonly Token[]; depth: number }[] = [{ tokens, depth: 0 }]
  for (let item = stack.pop(); item !== undefined; item = stack.pop()) {
    for (const token of item.tokens) {
      const depth = item.depth + (token.type === 'blockquote' || token.type === 'list' ? 1 : 0)
      deepest = Math.max(deepest, depth)
      if (token.type === 'list') stack.push(...(token as Tokens.List).items.map((child) => ({ tokens: child.tokens, depth })))
      else if ('tokens' in token && Array.isArray(token.tokens)) stack.push({ tokens: token.tokens as Token[], depth })
    }
  }
  return deepest
}

/** A body that cannot be rendered at all; the message says why, the caller names the file. */
export class MarkdownError extends Error {
  override readonly name = 'MarkdownError'
}

/** Words a minute of an attentive reader of technical prose. */
const WORDS_PER_MINUTE = 200
const EXCERPT_LENGTH = 200

const HTML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' }

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => HTML_ESCAPES[char] ?? char)
}

/** An https address, a path on the site (`/en/contact`) or an anchor of the page. */
export function isAllowedLink(href: string): boolean {
  return /^https:\/\/[^\s/]+/i.test(href) || /^\/(?![/\\])/.test(href) || /^#[\w-]+$/.test(href)
}

/** A heading's id: its text in lowercase ASCII words joined by hyphens (Turkish and German letters transliterated). */
export function headingId(text: string): string {
  const ascii = text
    .replaceAll('ı', 'i')
    .replaceAll('ß', 'ss')
    .toLowerCase()
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
  return ascii.replace(/[^a-z0-9]+/g, '-').replace(/^-+|-+$/g, '') || 'section'
}

function isDepth(depth: number): depth is Heading['depth'] {
  return depth >= 2 && depth <= 6
}

/** The readable text of inline or block tokens: what a reader reads, without markup or code blocks. */
function plainText(tokens: readonly Token[]): string {
  return tokens
    .map((token): string => {
      switch (token.type) {
        case 'code':
        case 'space':
        case 'hr':
        case 'def':
          return ' '
        case 'br':
          return ' '
        case 'html':
        case 'codespan':
        case 'escape':
          return typeof token.text === 'string' ? token.text : ''
        case 'list':
          return ` ${(token as Tokens.List).items.map((item) => plainText(item.tokens)).join(' ')} `
        case 'table': {
          const table = token as Tokens.Table
          return ` ${[table.header, ...table.rows].flat().map((cell) => plainText(cell.tokens)).join(' ')} `
        }
        default:
          if ('tokens' in token && Array.isArray(token.tokens)) {
            const block = ['paragraph', 'heading', 'blockquote'].includes(token.type)
            const inner = plainText(token.tokens)
            return block ? ` ${inner} ` : inner
          }
          return 'text' in token && typeof token.text === 'string' ? token.text : ''
      }
    })
    .join('')
}

function collapse(text: string): string {
  return text.replace(/\s+/g, ' ').trim()
}

function cutAtWord(text: string, max: number): string {
  if (text.length <= max) return text
  const cut = text.slice(0, max - 1)
  const space = cut.lastIndexOf(' ')
  return `${(space > max / 2 ? cut.slice(0, space) : cut).replace(/[\s,.;:–—-]+$/, '')}…`
}

/**
 * Renders a body; `problems` lists what breaks the content format (each a sentence naming the
 * offending text). The HTML is rendered anyway so that one run reports every problem. A body
 * nested past MAX_NESTING, or too deeply for the parser, throws a MarkdownError instead (naming the
 * line: `firstLine` is the file's line the body starts on).
 */
export function renderMarkdown(body: string, firstLine = 1): { rendered: RenderedMarkdown; problems: string[] } {
  const deep = deepLine(body, firstLine)
  if (deep !== null) throw new MarkdownError(deep)
  try {
    return render(body)
  } catch (error) {
    // The parser recurses once per level of nesting (quotes, lists, emphasis, links): past the
    // stack, say so rather than crash the build.
    if (error instanceof RangeError) throw new MarkdownError(`the body is nested too deeply to render (${error.message})`, { cause: error })
    throw error
  }
}

function render(body: string): { rendered: RenderedMarkdown; problems: string[] } {
  const problems: string[] = []
  const headings: Heading[] = []
  // One id for every heading, in order, for the renderer below (invalid ones included).
  const ids: string[] = []
  const used = new Map<string, number>()
  const marked = new Marked({ gfm: true })
  const tokens = marked.lexer(body)
  const nesting = nestingDepth(tokens)
  if (nesting > MAX_NESTING) throw new MarkdownError(nestingProblem(nesting, 'the body'))

  marked.walkTokens(tokens, (token) => {
    if (token.type === 'heading') {
      const heading = token as Tokens.Heading
      const text = collapse(plainText(heading.tokens))
      const base = headingId(text)
      const count = (used.get(base) ?? 0) + 1
      used.set(base, count)
      const id = count === 1 ? base : `${base}-${count}`
      ids.push(id)
      if (isDepth(heading.depth)) headings.push({ id, text, depth: heading.depth })
      else problems.push(`the body has a level-${heading.depth} heading "${text}" (start sections at ##: the page shows the title as the H1)`)
    }
    if (token.type === 'link' && !isAllowedLink((token as Tokens.Link).href)) {
      problems.push(`the link to "${(token as Tokens.Link).href}" must be an https address or a path on the site starting with /`)
    }
    if (token.type === 'image') {
      problems.push(`the body has an image ("${(token as Tokens.Image).href}"): the cover is the entry's only picture`)
    }
  })

  let headingIndex = 0
  marked.use({
    renderer: {
      // Raw HTML is text: a translator's stray tag must neither run nor restyle the page.
      html: ({ text }) => escapeHtml(text),
      heading({ tokens: inline, depth }) {
        const id = ids[headingIndex] ?? 'section'
        headingIndex += 1
        return `<h${depth} id="${id}">${this.parser.parseInline(inline)}</h${depth}>\n`
      },
      link({ href, tokens: inline }) {
        const text = this.parser.parseInline(inline)
        if (!isAllowedLink(href)) return text
        const external = href.startsWith('https:') ? ' rel="noopener noreferrer"' : ''
        return `<a href="${escapeHtml(href)}"${external}>${text}</a>`
      },
      image: ({ text }) => escapeHtml(text),
    },
  })
  const html = marked.parser(tokens)

  const text = collapse(plainText(tokens))
  const wordCount = text.split(' ').filter((word) => /[\p{L}\p{N}]/u.test(word)).length
  const firstParagraph = tokens.find((token): token is Tokens.Paragraph => token.type === 'paragraph')
  return {
    rendered: {
      html,
      headings,
      wordCount,
      readingMinutes: Math.max(1, Math.round(wordCount / WORDS_PER_MINUTE)),
      excerpt: cutAtWord(collapse(plainText(firstParagraph ? [firstParagraph] : [])), EXCERPT_LENGTH),
    },
    problems,
  }
}
