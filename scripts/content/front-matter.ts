/**
 * The front matter of a content file: a block between two `---` lines of `key: value` lines, where
 * a value written `[a, b]` is a list and a value in quotes is the text inside them. Nothing else of
 * YAML is accepted, so a translator cannot trip over indentation, multi-line values or anchors.
 */
export type FrontMatterValue = string | string[]

export interface FrontMatter {
  data: Record<string, FrontMatterValue>
  body: string
  /** The line of the file the body starts on (1 for the first), so a problem in it can name its line. */
  bodyLine: number
}

export class FrontMatterError extends Error {
  readonly field: string | null
  constructor(field: string | null, message: string) {
    super(message)
    this.name = 'FrontMatterError'
    this.field = field
  }
}

const KEY_LINE = /^([A-Za-z][A-Za-z0-9]*):(?:\s+(.*))?$/

/**
 * A value as written, or the text inside quotes: a title with a colon is often quoted out of YAML
 * habit (`"a": b`), with `\"` inside double quotes and `''` inside single ones.
 */
function unquote(key: string, raw: string): string {
  const value = raw.trim()
  if (value.length >= 2 && value.startsWith("'") && value.endsWith("'")) return value.slice(1, -1).replaceAll("''", "'")
  if (value.length < 2 || !value.startsWith('"') || !value.endsWith('"')) return value
  try {
    const text: unknown = JSON.parse(value)
    if (typeof text === 'string') return text
  } catch {
    // Reported below.
  }
  throw new FrontMatterError(key, `is not a valid quoted text: ${value}`)
}

function parseValue(key: string, raw: string): FrontMatterValue {
  const value = raw.trim()
  if (!value.startsWith('[') || !value.endsWith(']')) return unquote(key, value)
  const inner = value.slice(1, -1).trim()
  return inner === '' ? [] : inner.split(',').map((item) => unquote(key, item))
}

/** Splits a file's text into its front matter and its Markdown body; throws a FrontMatterError naming the line's key. */
export function parseFrontMatter(text: string): FrontMatter {
  const lines = text.replace(/^\uFEFF/, '').replace(/\r\n?/g, '\n').split('\n')
  if (lines[0]?.trim() !== '---') throw new FrontMatterError(null, 'the file must start with a front matter block: a line "---"')
  const end = lines.findIndex((line, index) => index > 0 && line.trim() === '---')
  if (end === -1) throw new FrontMatterError(null, 'the front matter block has no closing "---" line')
  const data: Record<string, FrontMatterValue> = Object.create(null) as Record<string, FrontMatterValue>
  for (const [index, line] of lines.slice(1, end).entries()) {
    if (line.trim() === '') continue
    const match = KEY_LINE.exec(line)
    if (!match) throw new FrontMatterError(null, `line ${index + 2} is not "key: value": ${JSON.stringify(line)}`)
    const [, key = '', value = ''] = match
    if (key in data) throw new FrontMatterError(key, 'is written twice')
    data[key] = parseValue(key, value)
  }
  return { data, body: lines.slice(end + 1).join('\n'), bodyLine: end + 2 }
}
