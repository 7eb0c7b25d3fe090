export interface Stat {
  /** The figure as the page's language writes it (`+182%`, `%182`, `0,9 s`). */
  value: string
  label: string
}

/**
 * Figures with what they measured, as a description list (the label is read after the figure).
 * The figure is drawn first and the card packs from the top, so every figure of a row sits at the
 * same height however many lines a label takes.
 */
export function StatsBand({ stats }: { stats: readonly Stat[] }) {
  return (
    <dl className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
      {stats.map((stat) => (
        <div key={stat.label} className="flex flex-col-reverse justify-end rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200 dark:bg-slate-950 dark:ring-slate-800">
          <dt className="mt-2 text-slate-600 dark:text-slate-300">{stat.label}</dt>
          <dd className="text-4xl font-extrabold tracking-tight text-indigo-700 dark:text-indigo-300">{stat.value}</dd>
        </div>
      ))}
    </dl>
  )
}
