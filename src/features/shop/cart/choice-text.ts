import type { I18n } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { pictureOf } from '../pictures'
import { findProduct, type Catalog } from '../schemas'
import type { LineChoice } from '../stored-line'

/** What a choice is called: its size's label and colour's name, in the page's language. */
export interface ChoiceNames {
  size?: string
  color?: string
}

/** The product's sizes and colours, as the catalog of the page's language gives them. */
interface ChoiceSource {
  attributes: {
    sizes: ReadonlyArray<{ id: string; label: string }>
    colors: ReadonlyArray<{ id: string; name: string }>
  }
}

/** The names of a line's size and colour; a size or colour the product no longer has is left out. */
export function choiceNames(product: ChoiceSource, choice: LineChoice | undefined): ChoiceNames {
  const size = product.attributes.sizes.find((option) => option.id === choice?.size)?.label
  const color = product.attributes.colors.find((option) => option.id === choice?.color)?.name
  return { ...(size === undefined ? {} : { size }), ...(color === undefined ? {} : { color }) }
}

/** "Size: M · Colour: Indigo", as a cart line and the summaries show it; '' without a choice. */
export function describeChoice(i18n: I18n, names: ChoiceNames): string {
  const { size, color } = names
  return [
    size === undefined ? undefined : i18n._(msg`Size: ${size}`),
    color === undefined ? undefined : i18n._(msg`Colour: ${color}`),
  ]
    .filter((part) => part !== undefined)
    .join(' · ')
}

/**
 * A line's name, telling it from the product's other lines: "Storm hoodie (M, Indigo)", or the
 * product's name without a choice. Controls of a line are named after it.
 */
export function lineName(i18n: I18n, name: string, names: ChoiceNames): string {
  const choice = [names.size, names.color].filter((part) => part !== undefined).join(', ')
  return choice === '' ? name : i18n._(msg`${name} (${choice})`)
}

/**
 * An ordered line as the order history names it, from the catalog of the page's language: the
 * product's name, its size and colour ('' for none) and its picture in that colour; a product the
 * shop no longer has, by its id.
 */
export function describeOrderedItem(
  i18n: I18n,
  catalog: Catalog,
  item: { productId: string; choice?: LineChoice | undefined },
): { name: string; choice: string; image?: string } {
  const product = findProduct(catalog, item.productId)
  if (product === undefined) return { name: item.productId, choice: '' }
  return { name: product.name, choice: describeChoice(i18n, choiceNames(product, item.choice)), image: pictureOf(product, item.choice) }
}
