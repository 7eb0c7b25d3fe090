/**
 * The frame of a content card (a post, a case study) whose title link covers the whole card: the
 * card shows the link's focus outline, in both themes. A column; a caller may lay it out as a row.
 */
export const cardClass =
  'relative flex flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm has-[a:focus-visible]:outline-2 has-[a:focus-visible]:outline-offset-2 has-[a:focus-visible]:outline-indigo-600 dark:border-slate-700 dark:bg-slate-800 dark:has-[a:focus-visible]:outline-indigo-400'

/** The title link of such a card: its target area is the whole card, its name stays the title. */
export const cardLinkClass = 'after:absolute after:inset-0 hover:underline focus-visible:outline-none'

/** A label to translate where it is shown (a category's), carried as plain data through a loader. */
export interface LabelId {
  id: string
}
