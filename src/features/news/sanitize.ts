/**
 * Turns untrusted feed markup into plain text and safe addresses. Everything here runs in linear
 * time on bounded input: a hostile feed must not be able to freeze the page with a crafted string.
 */

/** Markup longer than this is cut before it is read; no card shows that much text. */
const MAX_MARKUP_LENGTH = 20_000
const MAX_URL_LENGTH = 2048

const NAMED_ENTITIES: Record<string, string> = {
  amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ', shy: '',
  hellip: '…', mdash: '—', ndash: '–', minus: '−', bull: '•', middot: '·', deg: '°',
  lsquo: '‘', rsquo: '’', sbquo: '‚', ldquo: '“', rdquo: '”', bdquo: '„',
  laquo: '«', raquo: '»', lsaquo: '‹', rsaquo: '›',
  copy: '©', reg: '®', trade: '™', euro: '€', pound: '£', yen: '¥', cent: '¢', sect: '§',
  times: '×', divide: '÷', plusmn: '±', frac12: '½', frac14: '¼', frac34: '¾',
  auml: 'ä', ouml: 'ö', uuml: 'ü', Auml: 'Ä', Ouml: 'Ö', Uuml: 'Ü', szlig: 'ß',
  ccedil: 'ç', Ccedil: 'Ç', gbreve: 'ğ', Gbreve: 'Ğ', scedil: 'ş', Scedil: 'Ş',
  inodot: 'ı', imath: 'ı', Idot: 'İ', iuml: 'ï', euml: 'ë',
  eacute: 'é', Eacute: 'É', egrave: 'è', ecirc: 'ê', aacute: 'á', agrave: 'à', acirc: 'â',
  iacute: 'í', oacute: 'ó', ocirc: 'ô', uacute: 'ú', ugrave: 'ù', ucirc: 'û', ntilde: 'ñ',
}

const ENTITY = /&(?:#(\d{1,7})|#[xX]([0-9a-fA-F]{1,6})|([A-Za-z][A-Za-z0-9]{1,31}));/g

/** Decodes HTML character references; unknown names stay as written, invalid numbers become U+FFFD. */
export function decodeEntities(text: string): string {
  if (!text.includes('&')) return text
  return text.replace(ENTITY, (match, decimal: string | undefined, hex: string | undefined, name: string | undefined) => {
    if (name !== undefined) return NAMED_ENTITIES[name] ?? match
    const codePoint = decimal !== undefined ? Number.parseInt(decimal, 10) : Number.parseInt(hex ?? '', 16)
    const valid = codePoint > 0 && codePoint <= 0x10ffff && (codePoint < 0xd800 || codePoint > 0xdfff)
    return valid ? String.fromCodePoint(codePoint) : '\uFFFD'
  })
}

// Elements whose content is never text a reader should see.
const HIDDEN_CONTENT = new Set(['script', 'style', 'noscript', 'template', 'iframe', 'object', 'svg', 'math', 'textarea', 'select'])
// Elements that separate words, so "a</p><p>b" reads "a b" and not "ab".
const BLOCK = new Set([
  'address', 'article', 'aside', 'blockquote', 'br', 'dd', 'div', 'dl', 'dt', 'figcaption', 'figure',
  'footer', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'header', 'hr', 'img', 'li', 'ol', 'p', 'pre',
  'section', 'table', 'td', 'th', 'tr', 'ul',
])
const TAG_NAME = /^<\/?([A-Za-z][A-Za-z0-9-]*)/

/** Removes tags, comments and the content of script-like elements, in one pass. */
function stripTags(html: string): string {
  let text = ''
  let index = 0
  while (index < html.length) {
    const open = html.indexOf('<', index)
    if (open === -1) {
      text += html.slice(index)
      break
    }
    text += html.slice(index, open)
    const next = html.charAt(open + 1)
    if (!/[A-Za-z/!?]/.test(next)) {
      // "a < b" is text, not a tag.
      text += '<'
      index = open + 1
      continue
    }
    if (html.startsWith('<!--', open)) {
      const close = html.indexOf('-->', open + 4)
      if (close === -1) break
      text += ' '
      index = close + 3
      continue
    }
    const end = html.indexOf('>', open)
    // An unterminated tag swallows the rest, as a browser would.
    if (end === -1) break
    const tag = html.slice(open, end + 1)
    const name = TAG_NAME.exec(tag)?.[1]?.toLowerCase() ?? ''
    index = end + 1
    if (HIDDEN_CONTENT.has(name) && !tag.startsWith('</') && !tag.endsWith('/>')) {
      const closing = new RegExp(`</${name}\\s*>`, 'gi')
      closing.lastIndex = index
      const match = closing.exec(html)
      if (!match) break
      index = match.index + match[0].length
      text += ' '
      continue
    }
    if (BLOCK.has(name)) text += ' '
  }
  return text
}

/** Drops control characters and the bidirectional overrides that can disguise text. */
function removeInvisibleControls(text: string): string {
  let clean = ''
  for (const char of text) {
    const code = char.codePointAt(0) ?? 0
    const isWhitespace = char === '\t' || char === '\n' || char === '\r'
    const isControl = (code < 0x20 && !isWhitespace) || (code >= 0x7f && code <= 0x9f)
    const isBidiOverride = (code >= 0x202a && code <= 0x202e) || (code >= 0x2066 && code <= 0x2069)
    const isNonCharacter = code === 0xfeff || code === 0xfffe || code === 0xffff
    if (!isControl && !isBidiOverride && !isNonCharacter) clean += char
  }
  return clean
}

/** Shortens to at most `maxLength` characters, at a word boundary when one is near, with an ellipsis. */
export function truncate(text: string, maxLength: number): string {
  const chars = Array.from(text)
  if (chars.length <= maxLength) return text
  const cut = chars.slice(0, maxLength - 1).join('')
  const space = cut.lastIndexOf(' ')
  const atWord = space > maxLength * 0.6 ? cut.slice(0, space) : cut
  return `${atWord.trimEnd()}…`
}

/**
 * Feed markup to the plain text a card shows: tags and hidden content removed, entities decoded,
 * controls dropped, whitespace collapsed, length capped. The result is only ever rendered as text.
 */
export function toPlainText(markup: string, maxLength: number): string {
  const bounded = markup.length > MAX_MARKUP_LENGTH ? markup.slice(0, MAX_MARKUP_LENGTH) : markup
  const text = removeInvisibleControls(decodeEntities(stripTags(bounded))).replace(/\s+/g, ' ').trim()
  return truncate(text, maxLength)
}

/**
 * An absolute http(s) address, or null. Relative addresses resolve against `base` (the feed's own
 * site); `//host/path` gets https. Addresses with credentials are refused: "https://bank.com@evil"
 * is a classic disguise.
 */
export function toHttpUrl(raw: string, base?: string): string | null {
  const trimmed = raw.trim()
  if (trimmed === '' || trimmed.length > MAX_URL_LENGTH) return null
  let url: URL
  try {
    url = new URL(trimmed.startsWith('//') ? `https:${trimmed}` : trimmed, base)
  } catch {
    return null
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return null
  if (url.username !== '' || url.password !== '') return null
  return url.href
}

const IMG_TAG = /<img\b[^>]*>/gi
const SRC_ATTRIBUTE = /\ssrc\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'>]+))/i
const PIXEL_SIZE = /\s(?:width|height)\s*=\s*["']?[01]["'\s/>]/i
const MAX_IMG_TAGS = 20

/** The `src` of the first real `<img>` in feed markup (tracking pixels skipped), entities decoded. */
export function firstImageSource(markup: string): string | null {
  const bounded = markup.length > MAX_MARKUP_LENGTH ? markup.slice(0, MAX_MARKUP_LENGTH) : markup
  let seen = 0
  for (const [tag] of bounded.matchAll(IMG_TAG)) {
    seen += 1
    if (seen > MAX_IMG_TAGS) break
    if (PIXEL_SIZE.test(tag)) continue
    const match = SRC_ATTRIBUTE.exec(tag)
    const src = match?.[1] ?? match?.[2] ?? match?.[3]
    if (src) return decodeEntities(src)
  }
  return null
}
