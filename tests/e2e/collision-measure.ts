import type { Page } from '@playwright/test'
import { WISHLIST_STORAGE_KEY } from '../../src/features/shop/storage-keys'
import type { Lang } from '../../src/lib/languages'
import * as geometry from './collision-geometry'

/**
 * The collision check (layouts.spec.ts, collisions.spec.ts). `measureLayout` runs in the browser
 * page, once per width, and answers what collides there; the geometry it uses is
 * collision-geometry.ts, put into the page by `geometryScript` before the page's own scripts.
 * `Findings` runs it at each of the five widths and keeps what it found, once per finding.
 */

/** What the check found: a kind and the one or two elements it is about, each a short description. */
export interface Finding {
  kind: 'overlap' | 'wraps' | 'small' | 'wider'
  elements: string[]
}

const WIDTHS = [360, 390, 768, 1024, 1366] as const
const HEIGHT = 800
/** The first of the five screens, on which a page is loaded before it is measured. */
export const NARROWEST = { width: WIDTHS[0], height: HEIGHT } as const
/** The wishlist every collision check starts with (the demo cart is there already). */
const WISHLIST = ['storm-hoodie', 'aurora-headphones', 'smart-watch'] as const

/**
 * What every collision check needs before its first page: the measuring code and a wishlist of
 * three. Motion is reduced by the caller while it measures, so that nothing is measured halfway
 * through an entrance (a timeline's milestones rise into place as they scroll in).
 */
export async function prepareCollisionCheck(page: Page): Promise<void> {
  await page.addInitScript({ content: geometryScript })
  await page.addInitScript(
    ([key, ids]) => {
      if (localStorage.getItem(key) === null) localStorage.setItem(key, JSON.stringify(ids))
    },
    [WISHLIST_STORAGE_KEY, WISHLIST] as const,
  )
}

/** The parts below the fold (`content-visibility: auto`) are laid out as a visitor who scrolls there sees them. */
export async function layOutEverything(page: Page): Promise<void> {
  await page.addStyleTag({ content: '* { content-visibility: visible !important }' })
}

/** The findings of one test, each with the widths it shows at. */
export class Findings {
  private readonly found = new Map<string, { where: string; finding: Finding; widths: number[] }>()

  /** Measures the page as it is at each of the five widths, ending at the widest. */
  async measure(page: Page, lang: Lang, path: string, options: MeasureOptions = {}): Promise<void> {
    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: HEIGHT })
      for (const finding of await page.evaluate(measureLayout, options)) {
        const where = `${path} (${lang})${options.within === undefined ? '' : ` in ${options.within}`}`
        const key = `${where} ${finding.kind} ${finding.elements.join(' ')}`
        const known = this.found.get(key)
        if (known === undefined) this.found.set(key, { where, finding, widths: [width] })
        // Several elements alike (the same button on three cards) are one finding.
        else if (!known.widths.includes(width)) known.widths.push(width)
      }
    }
  }

  /** One line each: page (language), widths, what, the elements. */
  list(): string[] {
    const what = { overlap: 'overlap', wraps: 'label wraps', small: 'target under 24 px', wider: 'wider than the screen' } as const
    return [...this.found.values()].map(({ where, finding, widths }) => `${where} at ${widths.join(', ')} px: ${what[finding.kind]}: ${finding.elements.join(' ↔ ')}`)
  }
}

export interface MeasureOptions {
  /** Only what is inside this element (an open dialog); the whole body by default. */
  within?: string
}

type Geometry = typeof geometry

/** The geometry functions' source as a script that makes them `window.__collisionGeometry`. */
export const geometryScript = (() => {
  const functions = Object.entries(geometry).filter(([, value]) => typeof value === 'function')
  return `(() => {
const MIN_TARGET = ${geometry.MIN_TARGET};
${functions.map(([, fn]) => String(fn)).join('\n')}
window.__collisionGeometry = { MIN_TARGET, ${functions.map(([name]) => name).join(', ')} };
})()`
})()

/**
 * Measures the page as it is laid out now and answers what collides:
 * - `overlap`: two visible text or control boxes overlap and neither holds the other;
 * - `wraps`: a header item's or a button's label takes two lines;
 * - `small`: a control is under 24 × 24 px and too close to another (SC 2.5.8);
 * - `wider`: the page is wider than the screen (the whole page only, not `within` a part).
 *
 * Text is measured by its fragments (a Range's boxes per line), controls by their border box, each
 * cut to what the overflow containers around it show. Left out: what no one sees (display none,
 * visibility hidden, opacity 0, aria-hidden artwork, visually hidden text, what an overflow container
 * clips away: a carousel's other slides), the skip link (layered on purpose, shown on focus), and
 * pairs of which one holds the other in the DOM (a card's link and its heading). The page is
 * measured at its top, where the sticky header is in the flow and floats over nothing.
 *
 * Runs in the browser: self-contained but for `window.__collisionGeometry`.
 */
export async function measureLayout(options: MeasureOptions): Promise<Finding[]> {
  const g = (window as unknown as { __collisionGeometry: Geometry }).__collisionGeometry
  type Box = geometry.Box

  // Two frames: what a resize changes (media queries, observers, React state) has been laid out.
  for (let frame = 0; frame < 2; frame += 1) {
    await new Promise((resolve) => {
      requestAnimationFrame(resolve)
      setTimeout(resolve, 100)
    })
  }

  const root = options.within === undefined ? document.body : document.querySelector(options.within)
  if (root === null) throw new Error(`nothing matches ${options.within ?? ''}`)

  const styles = new Map<Element, CSSStyleDeclaration>()
  const style = (element: Element): CSSStyleDeclaration => {
    let found = styles.get(element)
    if (found === undefined) {
      found = getComputedStyle(element)
      styles.set(element, found)
    }
    return found
  }
  const boxOf = (rect: DOMRect): Box => ({ left: rect.left, top: rect.top, right: rect.right, bottom: rect.bottom })

  const CONTROL = 'a[href], button, summary, select, textarea, input:not([type="hidden"]), [role="button"], [role="link"], [role="tab"], [role="checkbox"], [role="radio"], [role="switch"]'
  const SKIPPED = 'script, style, template, noscript, svg, math, [aria-hidden="true"], a[href="#main"]'

  /** A link inside a sentence: inline, with text of its block that is not its own. */
  const running = new Map<Element, boolean>()
  const inRunningText = (link: Element): boolean => {
    if (link.tagName !== 'A' || style(link).display !== 'inline') return false
    const known = running.get(link)
    if (known !== undefined) return known
    let block = link.parentElement
    while (block !== null && style(block).display === 'inline') block = block.parentElement
    let found = false
    const walker = document.createTreeWalker(block ?? link, NodeFilter.SHOW_TEXT)
    for (let node = walker.nextNode(); node !== null && !found; node = walker.nextNode()) {
      found = !link.contains(node) && (node.textContent ?? '').trim() !== ''
    }
    running.set(link, found)
    return found
  }

  const isControl = (element: Element): boolean => element.matches(CONTROL) && !inRunningText(element)

  /**
   * The part of the page that the overflow containers around an element let show: the viewport's
   * width (an off-canvas part to the side is not seen) cut by each ancestor that clips, except
   * those a positioned element escapes (a fixed one escapes all; an absolute one those below its
   * containing block). `inside`: the area for the element's content, which its own overflow clips
   * too (visually hidden text: a 1 px box that hides the rest).
   */
  const areas = new Map<Element, Box>()
  const visibleArea = (element: Element, inside: boolean): Box => {
    const known = inside ? areas.get(element) : undefined
    if (known !== undefined) return known
    let area: Box = { left: 0, right: document.documentElement.clientWidth, top: Number.NEGATIVE_INFINITY, bottom: Number.POSITIVE_INFINITY }
    let position = inside ? 'static' : style(element).position
    for (let ancestor = inside ? element : element.parentElement; ancestor !== null && ancestor !== document.documentElement; ancestor = ancestor.parentElement) {
      const css = style(ancestor)
      const holdsPositioned = css.transform !== 'none' || css.filter !== 'none' || css.contain.includes('paint')
      if (position === 'fixed' && !holdsPositioned) continue
      if (position === 'absolute' && css.position === 'static' && !holdsPositioned) continue
      position = css.position === 'absolute' || css.position === 'fixed' ? css.position : 'static'
      const clipsX = css.overflowX !== 'visible'
      const clipsY = css.overflowY !== 'visible'
      const clipped = css.clip !== 'auto' && css.clip !== '' && css.position === 'absolute'
      if (clipsX || clipsY || clipped) {
        const rect = ancestor.getBoundingClientRect()
        area = {
          left: clipsX || clipped ? Math.max(area.left, rect.left) : area.left,
          right: clipsX || clipped ? Math.min(area.right, rect.right) : area.right,
          top: clipsY || clipped ? Math.max(area.top, rect.top) : area.top,
          bottom: clipsY || clipped ? Math.min(area.bottom, rect.bottom) : area.bottom,
        }
      }
    }
    if (inside) areas.set(element, area)
    return area
  }

  interface Item {
    element: Element
    control: boolean
    /** The boxes that must not overlap another item's: a control's border box, text's fragments. */
    boxes: Box[]
    /** Everything of it that shows, for "one holds the other". */
    outline: Box
    /**
     * The fragments of its text by the block they flow in, for counting lines: a label set in two
     * blocks on purpose (an app store badge's "Download on the" over "App Store") does not wrap.
     */
    text: Box[][]
  }

  const visible = new Map<Element, boolean>()
  const seen = (element: Element): boolean => {
    let known = visible.get(element)
    if (known === undefined) {
      known = element.checkVisibility({ opacityProperty: true, visibilityProperty: true }) && element.closest(SKIPPED) === null
      visible.set(element, known)
    }
    return known
  }

  const clip = (boxes: Box[], area: Box): Box[] =>
    boxes.flatMap((box) => {
      const shown = g.intersect(box, area)
      // Visually hidden text (1 × 1 px and clipped) and slivers are not seen.
      return shown !== null && shown.right - shown.left > 1 && shown.bottom - shown.top > 1 ? [shown] : []
    })

  /** The element a text node belongs to: the control around it, else its nearest non-inline box. */
  const ownerOf = (node: Text): Element | null => {
    const control = node.parentElement?.closest(CONTROL)
    if (control !== null && control !== undefined && isControl(control)) return control
    let element = node.parentElement
    while (element !== null && style(element).display === 'inline') element = element.parentElement
    return element
  }

  // The text fragments (a box per line of each text node) that show, by their owner.
  const range = document.createRange()
  const fragments = new Map<Element, Box[]>()
  const flows = new Map<Element, Map<Element, Box[]>>()
  const blockOf = (element: Element): Element => {
    let block = element
    while (style(block).display === 'inline' && block.parentElement !== null) block = block.parentElement
    return block
  }
  const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT)
  for (let node = walker.nextNode(); node !== null; node = walker.nextNode()) {
    if (!(node instanceof Text) || (node.textContent ?? '').trim() === '') continue
    const parent = node.parentElement
    if (parent === null || !seen(parent)) continue
    const owner = ownerOf(node)
    if (owner === null) continue
    range.selectNodeContents(node)
    const lineHeight = Number.parseFloat(style(parent).lineHeight)
    const boxes = [...range.getClientRects()].map((rect) => g.clampToLine(boxOf(rect), lineHeight))
    const shown = clip(boxes, visibleArea(parent, true))
    if (shown.length === 0) continue
    const own = fragments.get(owner)
    if (own === undefined) fragments.set(owner, shown)
    else own.push(...shown)
    const byBlock = flows.get(owner) ?? new Map<Element, Box[]>()
    flows.set(owner, byBlock)
    const block = blockOf(parent)
    const flow = byBlock.get(block)
    if (flow === undefined) byBlock.set(block, [...shown])
    else flow.push(...shown)
  }
  const textOf = (owner: Element): Box[][] => [...(flows.get(owner)?.values() ?? [])]

  const items: Item[] = []
  for (const element of root.querySelectorAll(CONTROL)) {
    if (!seen(element) || !isControl(element) || element.closest('[inert]') !== null) continue
    const boxes = clip([boxOf(element.getBoundingClientRect())], visibleArea(element, false))
    const outline = g.union(boxes)
    if (outline !== null) items.push({ element, control: true, boxes, outline, text: textOf(element) })
  }
  for (const [owner, text] of fragments) {
    if (owner.matches(CONTROL) || owner.closest('[inert]') !== null) continue
    const outline = g.union(text)
    if (outline !== null) items.push({ element: owner, control: false, boxes: text, outline, text: textOf(owner) })
  }

  /** A short description: landmark, tag, what tells it apart, and its text. */
  const describe = (element: Element): string => {
    const landmark = element.closest('header, nav, main, footer, aside, dialog, [role="dialog"]')
    const where = landmark === null ? '' : `${landmark.tagName.toLowerCase()}${landmark.getAttribute('aria-label') === null ? '' : `[aria-label="${landmark.getAttribute('aria-label')}"]`} › `
    const id = element.id === '' ? '' : `#${element.id}`
    const href = element.getAttribute('href')
    const name = element.getAttribute('name')
    const detail = id !== '' ? id : href !== null ? `[href="${href}"]` : name !== null ? `[name="${name}"]` : ''
    // What a visitor reads: the text, else the field's value or placeholder, else the accessible name.
    const shown = element instanceof HTMLInputElement ? element.value || element.placeholder : (element.textContent ?? '').replace(/\s+/g, ' ').trim()
    const text = shown === '' ? (element.getAttribute('aria-label') ?? '') : shown
    return `${where}${element.tagName.toLowerCase()}${detail} "${text.length > 48 ? `${text.slice(0, 47)}…` : text}"`
  }

  const findings: Finding[] = []

  // A page wider than the screen: a phone zooms out, and everything fixed widens as it loads. Named
  // by the innermost element that reaches furthest past the screen's edge.
  const { scrollWidth, clientWidth } = document.documentElement
  if (options.within === undefined && scrollWidth > clientWidth) {
    let widest = null as Element | null
    let right = clientWidth
    for (const element of document.body.querySelectorAll('*')) {
      const edge = element.getBoundingClientRect().right
      if (edge > right || (edge === right && widest?.contains(element) === true)) {
        widest = element
        right = edge
      }
    }
    findings.push({ kind: 'wider', elements: [`html ${scrollWidth} px on ${clientWidth} px`, ...(widest === null ? [] : [`${describe(widest)} to ${Math.round(right)} px`])] })
  }

  // Overlaps: sweep along x so that only neighbours are compared.
  const sorted = items.toSorted((a, b) => a.outline.left - b.outline.left)
  for (const [index, a] of sorted.entries()) {
    for (let next = index + 1; next < sorted.length; next += 1) {
      const b = sorted[next]
      if (b === undefined || b.outline.left >= a.outline.right) break
      if (!g.overlaps(a.outline, b.outline)) continue
      if (a.element.contains(b.element) || b.element.contains(a.element)) continue
      if (g.contains(a.outline, b.outline) || g.contains(b.outline, a.outline)) continue
      if (a.boxes.some((boxA) => b.boxes.some((boxB) => g.overlaps(boxA, boxB)))) {
        findings.push({ kind: 'overlap', elements: [describe(a.element), describe(b.element)] })
      }
    }
  }

  // Labels on two lines: every control of the header bar (not of a panel it opens), and buttons
  // everywhere. A link is a button when it looks like one: a box of its own with a background or a
  // border, holding one label (a card's link, a title over a summary, is not).
  const looksLikeButton = (item: Item): boolean => {
    const { element } = item
    if (element.matches('button, [role="button"], input[type="submit"], input[type="button"]')) return true
    if (element.tagName !== 'A' || item.text.length !== 1) return false
    const css = style(element)
    const framed = css.backgroundColor !== 'rgba(0, 0, 0, 0)' || Number.parseFloat(css.borderTopWidth) > 0
    return framed && css.display !== 'inline' && element.querySelector('h1, h2, h3, h4, h5, h6, p, ul, ol, img, picture') === null
  }
  const inHeaderBar = (element: Element): boolean => element.closest('header') !== null && element.closest('dialog, [data-overlay]') === null
  for (const item of items) {
    if (!item.control || !(inHeaderBar(item.element) || looksLikeButton(item))) continue
    if (item.text.some((flow) => g.lineCount(flow) > 1)) findings.push({ kind: 'wraps', elements: [describe(item.element)] })
  }

  // Targets under 24 × 24 px without the spacing that makes up for it.
  const targets = items.filter((item) => item.control && !(item.element as HTMLButtonElement).disabled)
  const targetBoxes = targets.map((item) => item.outline)
  for (const [index, target] of targets.entries()) {
    if (!g.isUndersized(target.outline)) continue
    const other = g.spacingConflict(index, targetBoxes)
    if (other === -1) continue
    const neighbour = targets[other]
    findings.push({ kind: 'small', elements: [describe(target.element), neighbour === undefined ? '' : `too close to ${describe(neighbour.element)}`] })
  }
  return findings
}
