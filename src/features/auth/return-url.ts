import { isLang, type Lang } from '~/lib/languages'
import { isSitePage } from '~/site/pages'

/** Where a visitor lands after signing in when no usable `returnUrl` was given. */
export function defaultReturnUrl(lang: Lang): string {
  return `/${lang}/account/profile`
}

// `/` + language + optional page, then an optional query and hash. The path part is plain: no
// percent sign (no page of the site needs one), no backslash, no whitespace or control character.
const SAME_SITE_PATH = /^\/([a-z]{2})((?:\/[a-z0-9-]+)*)(\?[^#]*)?(#.*)?$/
// Control characters (C0, DEL, C1), backslashes and Unicode line separators.
// oxlint-disable-next-line no-control-regex -- matching control characters is the point
const FORBIDDEN = /[\u0000-\u001f\u007f-\u009f\\\u2028\u2029]/
const MAX_LENGTH = 2048
// Enough rounds to undo any encoding a browser or a careless link builder stacks up.
const MAX_DECODE_ROUNDS = 4

/** The text with percent-escapes undone until nothing changes; null when it is malformed. */
function fullyDecoded(text: string): string | null {
  let current = text
  for (let round = 0; round < MAX_DECODE_ROUNDS; round += 1) {
    let next: string
    try {
      next = decodeURIComponent(current)
    } catch {
      return null
    }
    if (next === current) return current
    current = next
  }
  return null
}

/**
 * `raw` unchanged when it is a path of this site (`/{lang}` or `/{lang}/{page}` of a page that
 * exists, with an optional query and hash), else the profile page of `lang`. Anything that could
 * leave the site or run script falls back: absolute and protocol-relative URLs, backslashes,
 * schemes (`javascript:`, `data:`), control characters, percent-encoded forms of those, values
 * that are not strings, empty strings.
 */
export function safeReturnUrl(raw: unknown, lang: Lang): string {
  const fallback = defaultReturnUrl(lang)
  if (typeof raw !== 'string' || raw.length === 0 || raw.length > MAX_LENGTH) return fallback
  const decoded = fullyDecoded(raw)
  if (decoded === null || FORBIDDEN.test(raw) || FORBIDDEN.test(decoded) || /\s/.test(raw)) return fallback
  const match = SAME_SITE_PATH.exec(raw)
  if (match === null) return fallback
  const [, first = '', rest = ''] = match
  if (!isLang(first) || !isSitePage(rest.replace(/^\//, ''))) return fallback
  // Belt and braces: the browser must read it as this very path on this origin.
  const base = 'https://return-url.invalid'
  const url = new URL(raw, base)
  if (url.origin !== base || url.pathname !== `/${first}${rest}`) return fallback
  return raw
}
