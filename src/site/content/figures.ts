/**
 * The key figures of the customer stories (front matter `figures`): a number and a unit, written
 * the same in every language and formatted by each language's page (src/features/customers).
 */

/** How a key figure's number reads: a share, a duration, a factor or a plain count. */
export const FIGURE_UNITS = ['percent', 'minute', 'hour', 'day', 'week', 'month', 'times', 'count'] as const
export type FigureUnit = (typeof FIGURE_UNITS)[number]

export interface Figure {
  value: number
  unit: FigureUnit
}

/** A key figure as written in the English file: a number with a point for decimals, a space and a unit (`99.5 percent`). */
export const FIGURE_PATTERN = new RegExp(`^(\\d{1,6}(?:\\.\\d{1,2})?) (${FIGURE_UNITS.join('|')})$`)

/** A written figure, or null for one that does not follow FIGURE_PATTERN. */
export function parseFigure(text: string): Figure | null {
  const match = FIGURE_PATTERN.exec(text.trim())
  if (match === null) return null
  const [, value = '', unit = ''] = match
  const known = FIGURE_UNITS.find((item) => item === unit)
  return known === undefined ? null : { value: Number(value), unit: known }
}
