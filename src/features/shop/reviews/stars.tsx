import { Plural, useLingui } from '@lingui/react/macro'
import { useId } from 'react'

const STAR = 'M12 2l3 6.6 7.2.8-5.4 4.9 1.5 7.1L12 17.8 5.7 21.4l1.5-7.1L1.8 9.4 9 8.6z'
const POSITIONS = [1, 2, 3, 4, 5] as const

/**
 * Review stars (to the half star) with the number of reviews, read as one phrase. The five stars
 * are one drawing (a grid page shows fourteen of them), with a gradient only for a half star.
 */
export function Stars({ stars, count }: { stars: number; count: number }) {
  const { i18n } = useLingui()
  const gradientId = useId()
  const rating = i18n.number(stars, { maximumFractionDigits: 1 })
  const filled = Math.round(stars * 2) / 2
  const half = filled % 1 !== 0
  return (
    <p className="flex flex-wrap items-center gap-x-1.5 text-sm text-slate-700 dark:text-slate-300">
      <svg aria-hidden="true" width="80" height="16" viewBox="0 0 120 24" className="shrink-0 text-amber-600 dark:text-amber-400">
        {half && (
          <defs>
            <linearGradient id={gradientId}>
              <stop offset="50%" stopColor="currentColor" />
              <stop offset="50%" stopColor="transparent" />
            </linearGradient>
          </defs>
        )}
        {POSITIONS.map((position) => (
          <path
            key={position}
            d={STAR}
            transform={`translate(${(position - 1) * 24} 0)`}
            stroke="currentColor"
            strokeWidth="1.5"
            fill={filled >= position ? 'currentColor' : filled === position - 0.5 ? `url(#${gradientId})` : 'none'}
          />
        ))}
      </svg>
      <span>
        <Plural value={count} one={`${rating} out of 5, # review`} other={`${rating} out of 5, # reviews`} />
      </span>
    </p>
  )
}
