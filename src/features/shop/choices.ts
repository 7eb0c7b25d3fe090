import type { StockRecord } from './stock'
import { MAX_CART_LINES, MAX_LINE_QUANTITY, type LineChoice, type StoredCartItem } from './stored-line'

// Product choices (issue 29, item 2; README, For QA, "Product choices"): a size and a colour, each a
// choice only where the product offers more than one. Pure functions, apart from the first load.

/** What tells one line from another: the product and its choice. */
export function lineKey(productId: string, choice: LineChoice | undefined): string {
  return `${productId}/${choice?.size ?? ''}/${choice?.color ?? ''}`
}

/** One size or colour of a product; out of stock when not `available`. */
export interface ChoiceOption {
  id: string
  available: boolean
}

/** What a product offers to choose from (a product's `attributes` is one). */
export interface ChoiceOptions {
  sizes: readonly ChoiceOption[]
  colors: readonly ChoiceOption[]
}

export const NO_CHOICE_OPTIONS: ChoiceOptions = { sizes: [], colors: [] }

/** A list of options is a choice when it has more than one; one size or colour is simply stated. */
export function isChoice(options: readonly ChoiceOption[]): boolean {
  return options.length > 1
}

function pick(options: readonly ChoiceOption[], chosen: string | undefined): string | undefined {
  if (!isChoice(options)) return undefined
  if (chosen !== undefined && options.some((option) => option.id === chosen)) return chosen
  return (options.find((option) => option.available) ?? options[0])?.id
}

function choiceOf(size: string | undefined, color: string | undefined): LineChoice {
  return { ...(size === undefined ? {} : { size }), ...(color === undefined ? {} : { color }) }
}

/** The default choice: the first size and the first colour in stock (the first ones when none is). */
export function defaultChoice(options: ChoiceOptions): LineChoice {
  return choiceOf(pick(options.sizes, undefined), pick(options.colors, undefined))
}

/**
 * A choice the product offers: what was chosen where it names one of the product's options, the
 * default elsewhere; nothing for what the product does not let one choose.
 */
export function normalizeChoice(options: ChoiceOptions, choice: LineChoice | undefined): LineChoice {
  return choiceOf(pick(options.sizes, choice?.size), pick(options.colors, choice?.color))
}

export function sameChoice(a: LineChoice | undefined, b: LineChoice | undefined): boolean {
  return a?.size === b?.size && a?.color === b?.color
}

/** Whether the chosen size and colour are both in stock. */
export function isChoiceAvailable(options: ChoiceOptions, choice: LineChoice): boolean {
  const inStock = (list: readonly ChoiceOption[], id: string | undefined) =>
    id === undefined || list.find((option) => option.id === id)?.available === true
  return inStock(options.sizes, choice.size) && inStock(options.colors, choice.color)
}

/** The line's id: `line-{product}` as before choices, with the choice's ids after it. */
export function lineId(items: readonly StoredCartItem[], productId: string, choice: LineChoice): string {
  const base = ['line', productId, choice.size, choice.color].filter((part) => part !== undefined).join('-')
  const taken = new Set(items.map((item) => item.id))
  let id = base
  for (let counter = 2; taken.has(id); counter += 1) id = `${base}-${counter}`
  return id
}

/** The stored form of a choice: none at all for a product without choices. */
export function storedChoice(choice: LineChoice): { choice?: LineChoice } {
  return choice.size === undefined && choice.color === undefined ? {} : { choice }
}

/**
 * A stored cart as the shop reads it now: every line with a choice its product offers, one line
 * per product and choice, distinct ids. A line stored before the shop had choices (or naming a size
 * or colour the product no longer has) gets the product's default choice, keeping its id and
 * quantity; two lines that end up with one choice become one (their quantities added, up to the
 * most a line holds); a line whose id an earlier line has gets one of its own. The items are
 * returned unchanged (the same array) when there is nothing to do.
 */
export function migrateCart(
  items: readonly StoredCartItem[],
  optionsOf: (productId: StoredCartItem['productId']) => ChoiceOptions,
): readonly StoredCartItem[] {
  let changed = false
  const byKey = new Map<string, StoredCartItem>()
  for (const item of items) {
    const choice = normalizeChoice(optionsOf(item.productId), item.choice)
    const same = sameChoice(item.choice, choice)
    let line: StoredCartItem = same ? item : { id: item.id, productId: item.productId, quantity: item.quantity, ...storedChoice(choice) }
    if (!same) changed = true
    const key = lineKey(line.productId, line.choice)
    const earlier = byKey.get(key)
    if (earlier !== undefined) {
      changed = true
      byKey.set(key, { ...earlier, quantity: Math.min(MAX_LINE_QUANTITY, earlier.quantity + line.quantity) })
      continue
    }
    const kept = [...byKey.values()]
    if (kept.some((other) => other.id === line.id)) {
      changed = true
      line = { ...line, id: lineId(kept, line.productId, choice) }
    }
    byKey.set(key, line)
  }
  return changed ? [...byKey.values()].slice(0, MAX_CART_LINES) : items
}

/** The sizes and colours of a product of the sample data (stock.ts), in every language alike. */
export function recordChoiceOptions(record: StockRecord): ChoiceOptions {
  const soldOut = new Set(record.soldOut ?? [])
  const option = (id: string) => ({ id, available: !soldOut.has(id) })
  return { sizes: (record.sizes ?? []).map(option), colors: record.colors.map(option) }
}

/**
 * How many of a line the shop can sell: the product's stock when the line's size and colour are in
 * stock, else none; never more than a line may hold.
 */
export function availableFor(options: ChoiceOptions, stock: number, choice: LineChoice | undefined): number {
  return isChoiceAvailable(options, choice ?? {}) ? Math.max(0, Math.min(stock, MAX_LINE_QUANTITY)) : 0
}

/**
 * Each line limited to what is in stock (`availableOf`). A line with nothing in stock keeps its
 * quantity: the cart shows it as out of stock, it is not counted or priced, and the checkout sends
 * no order while it is there. The items are returned unchanged (the same array) when nothing is over.
 */
export function limitToStock(items: readonly StoredCartItem[], availableOf: (item: StoredCartItem) => number): readonly StoredCartItem[] {
  let changed = false
  const limited = items.map((item) => {
    const available = availableOf(item)
    if (available === 0 || item.quantity <= available) return item
    changed = true
    return { ...item, quantity: available }
  })
  return changed ? limited : items
}
