import { useLingui } from '@lingui/react/macro'
import { useEffect, useState } from 'react'
import { LOCALE_TAGS, type Lang } from '~/lib/languages'
import { countdown, LAUNCH_DATE, type Countdown } from '../countdown'

const target = Date.parse(LAUNCH_DATE)

/**
 * Days, hours, minutes and seconds to the launch. The time left depends on the visit, so it is
 * computed in the browser after hydration; the prerendered page shows the date itself.
 */
export function LaunchCountdown({ lang }: { lang: Lang }) {
  const { t } = useLingui()
  const [left, setLeft] = useState<Countdown | null>(null)
  useEffect(() => {
    const tick = () => setLeft(countdown(Date.now(), target))
    tick()
    const timer = window.setInterval(tick, 1000)
    return () => window.clearInterval(timer)
  }, [])
  const date = new Intl.DateTimeFormat(LOCALE_TAGS[lang].intl, { dateStyle: 'long', timeStyle: 'short', timeZone: 'Europe/Istanbul' }).format(target)
  const units: { key: keyof Countdown; label: string }[] = [
    { key: 'days', label: t`Days` },
    { key: 'hours', label: t`Hours` },
    { key: 'minutes', label: t`Minutes` },
    { key: 'seconds', label: t`Seconds` },
  ]
  return (
    <div className="mt-10">
      <p className="text-lg">{t`We launch on ${date} (Türkiye time).`}</p>
      {/* Not a live region: a screen reader is not interrupted every second. */}
      <dl className="mt-6 grid max-w-xl grid-cols-4 gap-3 text-center">
        {units.map((unit) => (
          <div key={unit.key} className="rounded-xl bg-slate-100 px-2 py-4 dark:bg-slate-800">
            <dt className="text-sm text-slate-600 dark:text-slate-300">{unit.label}</dt>
            <dd className="text-3xl font-extrabold tabular-nums">{left === null ? '–' : String(left[unit.key]).padStart(2, '0')}</dd>
          </div>
        ))}
      </dl>
    </div>
  )
}
