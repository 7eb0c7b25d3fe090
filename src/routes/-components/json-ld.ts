/** Structured data as the text of a `<script type="application/ld+json">`: `<` escaped, so that no text can close the element. */
export function jsonLdScript(value: unknown) {
  return { type: 'application/ld+json', children: JSON.stringify(value).replace(/</g, '\\u003c') }
}
