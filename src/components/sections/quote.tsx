import { ExampleMark } from '~/components/example-mark'

/**
 * A testimonial or pull quote: the words, and who said them (avatar, name, job title, company). The
 * texts come from content (Markdown front matter, a product source), so this section's only
 * message is the mark that the speaker is a fictional example; `large` is the quote a page leads
 * with, `card` one among others.
 */
export function Quote({
  quote,
  name,
  jobTitle,
  company,
  avatar,
  size = 'large',
  className = '',
}: {
  quote: string
  name: string
  /** The speaker's role at the company. */
  jobTitle: string
  company?: string
  /** The address of an illustrated avatar (decorative: the name says who it is). */
  avatar?: string
  size?: 'large' | 'card'
  className?: string
}) {
  const large = size === 'large'
  return (
    <figure data-content className={`flex flex-col ${large ? 'gap-8' : 'gap-5'} ${className}`}>
      <svg aria-hidden="true" viewBox="0 0 48 36" className={`${large ? 'h-9 w-12' : 'h-6 w-8'} shrink-0 fill-indigo-600 dark:fill-indigo-400`}>
        <path d="M0 36V22C0 10 6 3 18 0l2 5C13 8 10 13 10 19h9v17Zm28 0V22c0-12 6-19 18-22l2 5c-7 3-10 8-10 14h9v17Z" />
      </svg>
      <blockquote className={large ? 'text-2xl leading-snug font-semibold text-balance text-slate-900 sm:text-3xl dark:text-white' : 'text-lg leading-8 text-slate-800 dark:text-slate-100'}>
        <p>{quote}</p>
      </blockquote>
      <figcaption className="flex items-center gap-4">
        {avatar !== undefined && (
          <img src={avatar} alt="" width={64} height={64} loading="lazy" className={`${large ? 'size-16' : 'size-12'} shrink-0 rounded-full bg-slate-100 dark:bg-slate-700`} />
        )}
        <span className="flex flex-col">
          <span className="font-semibold text-slate-900 dark:text-white">{name}</span>
          <span className="text-sm text-slate-600 dark:text-slate-300">{company === undefined ? jobTitle : `${jobTitle}, ${company}`}</span>
          <ExampleMark />
        </span>
      </figcaption>
    </figure>
  )
}
