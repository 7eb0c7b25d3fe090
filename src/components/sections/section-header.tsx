import type { ReactNode } from 'react'

type SectionHeaderProps = {
  id: string
  eyebrow: ReactNode
  title: ReactNode
  intro?: ReactNode
  align?: 'center' | 'start'
}

/** The eyebrow, h2 and intro every home section opens with; `id` labels the section. */
export function SectionHeader({ id, eyebrow, title, intro, align = 'center' }: SectionHeaderProps) {
  return (
    <div className={align === 'center' ? 'mx-auto max-w-2xl text-center' : 'max-w-2xl'}>
      <p className="text-sm font-semibold tracking-wide text-indigo-600 caps dark:text-indigo-400">{eyebrow}</p>
      <h2 id={id} className="mt-2 text-3xl font-bold tracking-tight text-balance text-slate-900 sm:text-4xl dark:text-white">
        {title}
      </h2>
      {intro ? <p className="mt-4 text-lg text-pretty text-slate-600 dark:text-slate-300">{intro}</p> : null}
    </div>
  )
}
