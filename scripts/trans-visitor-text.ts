/**
 * Finds visitor text put into a Lingui `<Trans>` as a string value. Lingui's `<Trans>` parses the
 * tags in its translated string after the values are in it (`formatElements`), so a string value
 * such as `?category=<0>Session expired: sign in</0>` dresses itself in the message's own link, and
 * an unknown tag (`<script>`) logs an error and drops the text. Visitor text reaches a message as a
 * React element instead (`const unknown = <bdi>{search.unknownCategory}</bdi>`), which Lingui puts
 * in as an element of its own. Pure text scanning: no TypeScript program is needed (TypeScript 7
 * exports no compiler API), at the price of a rule of names, which its tests pin down.
 */

/** Where visitor text comes from: the address (search params, path params, location) and queries typed in. */
const VISITOR_SOURCE = /\b(?:search|searchParams|useSearch|query|location|params|useParams)\b/
/** Names that hold visitor text wherever they are declared (a prop, a parameter). */
const VISITOR_NAME = /^(?:search|searchParams|query|q|term|params|location)$/

export interface VisitorTextFinding {
  file: string
  line: number
  expression: string
}

/** The balanced `{…}` that starts at `open` (a `{`), as the index after its `}`. */
function skipBraces(source: string, open: number): number {
  let depth = 0
  for (let index = open; index < source.length; index += 1) {
    const char = source[index]
    if (char === '{') depth += 1
    else if (char === '}') {
      depth -= 1
      if (depth === 0) return index + 1
    } else if (char === '"' || char === "'" || char === '`') {
      const close = source.indexOf(char, index + 1)
      if (close === -1) return source.length
      index = close
    }
  }
  return source.length
}

/** The index after the `>` that ends the tag opened at `open` (a `<`), braces in attributes skipped. */
function skipTag(source: string, open: number): number {
  for (let index = open + 1; index < source.length; index += 1) {
    const char = source[index]
    if (char === '{') index = skipBraces(source, index) - 1
    else if (char === '"' || char === "'") {
      const close = source.indexOf(char, index + 1)
      index = close === -1 ? source.length : close
    } else if (char === '>') return index + 1
  }
  return source.length
}

/** The text interpolations (`{expression}` between tags) of a `<Trans>`'s children, with their offsets. */
function interpolations(body: string, offset: number): { expression: string; at: number }[] {
  const found: { expression: string; at: number }[] = []
  let index = 0
  while (index < body.length) {
    const char = body[index]
    if (char === '<') index = skipTag(body, index)
    else if (char === '{') {
      const end = skipBraces(body, index)
      const expression = body.slice(index + 1, end - 1).trim()
      // String literals (`{' '}`) and comments are no values.
      if (expression !== '' && !/^(['"`]).*\1$/s.test(expression) && !/^\/\*[\s\S]*\*\/$/.test(expression)) {
        found.push({ expression, at: offset + index })
      }
      index = end
    } else index += 1
  }
  return found
}

/** The initializer of each declaration of `name` in the file (`const name = …`, `const { name } = …`). */
function initializers(source: string, name: string): string[] {
  const escaped = name.replace(/[$]/g, '\\$&')
  const patterns = [
    new RegExp(`\\b(?:const|let|var)\\s+${escaped}\\b(?:\\s*:[^=]+)?\\s*=\\s*([^;\\n]+)`, 'g'),
    new RegExp(`\\b(?:const|let|var)\\s+\\{[^}]*\\b${escaped}\\b[^}]*\\}\\s*=\\s*([^;\\n]+)`, 'g'),
  ]
  return patterns.flatMap((pattern) => [...source.matchAll(pattern)].map((match) => match[1] ?? ''))
}

/** Whether an initializer makes a React element (a JSX tag in it): a value Lingui puts in as an element. */
const makesElement = (initializer: string) => /(?:^|[(?:=&|,\s])<[A-Za-z]/.test(initializer)

/** Whether `expression`, interpolated into a `<Trans>` of `source`, is visitor text as a string. */
export function isVisitorText(expression: string, source: string): boolean {
  if (VISITOR_SOURCE.test(expression) && !makesElement(expression)) return true
  const root = /^[A-Za-z_$][\w$]*/.exec(expression)?.[0]
  if (root === undefined) return false
  if (VISITOR_NAME.test(root)) return true
  return initializers(source, root).some((initializer) => VISITOR_SOURCE.test(initializer) && !makesElement(initializer))
}

/** Every `<Trans>` of a source file that interpolates visitor text as a string. */
export function visitorTextInTrans(source: string, file: string): VisitorTextFinding[] {
  const findings: VisitorTextFinding[] = []
  for (const match of source.matchAll(/<Trans(?=[\s>])/g)) {
    const open = match.index
    const childrenStart = skipTag(source, open)
    if (source[childrenStart - 2] === '/') continue // <Trans … />: no children
    const close = source.indexOf('</Trans>', childrenStart)
    if (close === -1) continue
    for (const { expression, at } of interpolations(source.slice(childrenStart, close), childrenStart)) {
      if (isVisitorText(expression, source)) {
        findings.push({ file, line: source.slice(0, at).split('\n').length, expression })
      }
    }
  }
  return findings
}
