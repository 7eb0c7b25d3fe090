import type { ReactNode } from 'react'
import { focusRing } from '~/components/focus-ring'
import type { ProductSlug } from '~/site/product-line'

/** Draws an icon of the site's sprite by the name a content file gives (the route passes the site's icon). */
export type RenderIcon = (name: string, className: string) => ReactNode

export const linkClass = `rounded font-medium text-indigo-700 underline-offset-4 hover:underline dark:text-indigo-300 ${focusRing}`

/** Typography of a rendered Markdown body (sections, paragraphs, lists, bold: what the entries use; built and checked at build time). */
export const BODY =
  'text-lg leading-8 text-slate-800 dark:text-slate-200 [&_h2]:mt-10 [&_h2]:text-2xl [&_h2]:font-bold [&_h2]:text-slate-900 dark:[&_h2]:text-white [&_li]:mt-2 [&_p]:mt-5 [&_strong]:font-semibold [&_ul]:mt-4 [&_ul]:list-disc [&_ul]:pl-6 [&_ol]:mt-4 [&_ol]:list-decimal [&_ol]:pl-6'

/** The anchor of a product's row on the features page, which the entries' pages link to. */
export function productAnchor(slug: ProductSlug): string {
  return `product-${slug}`
}
