import type { I18n, MessageDescriptor } from '@lingui/core'

/**
 * A figure in a stats band: a message (when each language writes it its own way, "12 weeks") or a
 * number read from the facts (src/site/facts.ts), formatted in the page's language, with an
 * optional "+" ("600+"). Years are written without grouping (2013, not 2.013).
 */
export type FigureValue = MessageDescriptor | { readonly fact: number; readonly plus?: true; readonly year?: true }

export function figureText(i18n: I18n, value: FigureValue): string {
  if ('fact' in value) return `${i18n.number(value.fact, { useGrouping: value.year !== true })}${value.plus === true ? '+' : ''}`
  return i18n._(value)
}
