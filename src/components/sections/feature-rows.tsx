import type { ReactNode } from 'react'

export interface FeatureRow {
  /** Unique in the list: React's key. */
  id: string
  /** A line above the title (a product, a category). */
  eyebrow?: ReactNode
  /** The row's heading text (a link, if the row leads somewhere). */
  title: ReactNode
  body: ReactNode
  /** `content`: the alt text comes from a content file, not a catalog (marked `data-content`, as such texts are). */
  image: { src: string; alt: string; width: number; height: number; content?: true }
}

/**
 * Rows of a picture beside its text, the picture on the other side every second row; stacked
 * (picture first) on a phone. Content comes in as props: the section knows no page.
 * `headingLevel` fits the rows under the page's own headings.
 */
export function FeatureRows({ rows, headingLevel = 2 }: { rows: readonly FeatureRow[]; headingLevel?: 2 | 3 }) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3'
  return (
    <ul className="flex flex-col gap-16 lg:gap-24">
      {rows.map((row, index) => (
        <li key={row.id} className="grid items-center gap-8 md:grid-cols-2 lg:gap-16">
          <img
            src={row.image.src}
            alt={row.image.alt}
            data-content={row.image.content ? '' : undefined}
            width={row.image.width}
            height={row.image.height}
            loading={index === 0 ? undefined : 'lazy'}
            decoding="async"
            className={`h-auto w-full rounded-3xl shadow-sm ring-1 ring-slate-200 dark:ring-slate-700 ${index % 2 === 1 ? 'md:order-last' : ''}`}
          />
          <div className="flex min-w-0 flex-col gap-4">
            {row.eyebrow !== undefined && <p className="text-sm font-semibold tracking-wide text-indigo-700 caps dark:text-indigo-300">{row.eyebrow}</p>}
            <Heading className="text-2xl font-bold tracking-tight text-balance text-slate-900 wrap-anywhere sm:text-3xl dark:text-white">{row.title}</Heading>
            <div className="text-lg text-slate-700 dark:text-slate-300">{row.body}</div>
          </div>
        </li>
      ))}
    </ul>
  )
}
