import type { ReactNode } from 'react'

export interface IntegrationTile {
  /** Unique in the grid: React's key. */
  id: string
  /** A decorative icon (hidden from assistive technology). */
  icon: ReactNode
  /** The tile's name; a link here makes the whole tile its target. */
  title: ReactNode
  description: ReactNode
  /** Short labels under the description (a category, a direction). */
  tags?: readonly string[]
}

/**
 * Tiles of integrations (or any connectors) with an icon, a name, a line of text and tags; one
 * column on a phone, up to four on a wide screen. A link in the title covers the whole tile, and
 * the tile shows its focus. Content comes in as props: the section knows no page.
 */
export function IntegrationsGrid({ tiles, headingLevel = 2, columns = 3 }: { tiles: readonly IntegrationTile[]; headingLevel?: 2 | 3; columns?: 3 | 4 }) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3'
  return (
    <ul className={`grid gap-6 sm:grid-cols-2 ${columns === 4 ? 'lg:grid-cols-3 xl:grid-cols-4' : 'lg:grid-cols-3'}`}>
      {tiles.map((tile) => (
        <li
          key={tile.id}
          className="relative flex flex-col gap-3 rounded-2xl border border-slate-200 bg-white p-6 shadow-sm hover:border-indigo-300 has-[a:focus-visible]:outline-2 has-[a:focus-visible]:outline-offset-2 has-[a:focus-visible]:outline-indigo-600 dark:border-slate-700 dark:bg-slate-800 dark:hover:border-indigo-500 dark:has-[a:focus-visible]:outline-indigo-400"
        >
          <span className="grid size-12 place-items-center rounded-xl bg-indigo-50 text-indigo-700 dark:bg-indigo-950 dark:text-indigo-300">{tile.icon}</span>
          <Heading className="text-lg font-bold text-slate-900 [&_a]:after:absolute [&_a]:after:inset-0 [&_a]:hover:underline [&_a]:focus-visible:outline-none dark:text-white">{tile.title}</Heading>
          <p className="text-slate-700 dark:text-slate-300">{tile.description}</p>
          {tile.tags !== undefined && tile.tags.length > 0 && (
            <ul className="mt-auto flex flex-wrap gap-2 pt-2">
              {tile.tags.map((tag) => (
                <li key={tag} className="rounded-full bg-slate-100 px-3 py-1 text-sm text-slate-700 dark:bg-slate-700 dark:text-slate-200">
                  {tag}
                </li>
              ))}
            </ul>
          )}
        </li>
      ))}
    </ul>
  )
}
