import { say } from '../e2e/catalogs'
import type { Lang } from '../../src/lib/languages'

/**
 * A layout variant or a template's group where a visitor should read what a page is: "SaaS v3",
 * "About v2", "Portfolio masonry", "showcase", "Blog post single", "list-sidebar", "Classic"
 * (Turkish "Klasik", German "Klassisch"), "Specialty", "Auth", "Demos". Whole words only: "Vitrine"
 * or "Single sign-on" are no layout names, "v2" and "Masonry" are.
 */
export const LAYOUT_NAME = /(^|[^\p{L}\p{N}])(v\d|masonry|showcase|single(?![\s-]*sign)|layouts?|classic|klasik|klassisch|specialty|auth|demos|sidebar|[öo]zel sayfalar|spezialseiten)(?![\p{L}\p{N}])/iu

/** The names a prerendered page shows: its tab title, its H1s, its breadcrumb's steps and its menu's group buttons. */
export interface PageNames {
  title: string
  h1: string[]
  breadcrumb: string[]
  menu: string[]
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'", '#x27': "'", nbsp: ' ' }

function text(fragment: string): string {
  return fragment
    .replace(/<[^>]*>/g, '')
    .replace(/&(#?\w+);/g, (entity, name: string) => ENTITIES[name] ?? entity)
    .replace(/\s+/g, ' ')
    .trim()
}

function between(html: string, open: RegExp, close: string): string | undefined {
  const start = open.exec(html)
  if (start === null) return undefined
  const from = start.index + start[0].length
  const end = html.indexOf(close, from)
  return end === -1 ? undefined : html.slice(from, end)
}

function escaped(value: string): string {
  return value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/"/g, '&quot;')
}

/** The names of a page from its prerendered HTML in a language. */
export function pageNames(html: string, lang: Lang): PageNames {
  const crumbs = between(html, new RegExp(`<nav aria-label="${escaped(say(lang, 'Breadcrumb'))}"[^>]*>`), '</nav>')
  const main = between(html, new RegExp(`<nav[^>]*aria-label="${escaped(say(lang, 'Main'))}"[^>]*>`), '</nav>')
  return {
    title: text(/<title>([\s\S]*?)<\/title>/.exec(html)?.[1] ?? ''),
    h1: [...html.matchAll(/<h1\b[^>]*>([\s\S]*?)<\/h1>/g)].map((match) => text(match[1] ?? '')),
    breadcrumb: crumbs === undefined ? [] : [...crumbs.matchAll(/<li(?![^>]*aria-hidden)[^>]*>([\s\S]*?)<\/li>/g)].map((match) => text(match[1] ?? '')),
    menu: main === undefined ? [] : [...main.matchAll(/<button\b[^>]*>([\s\S]*?)<\/button>/g)].map((match) => text(match[1] ?? '')),
  }
}
