import { useEffect, useState } from 'react'
import { PROGRESS_DONE_DELAY_MS } from '~/lib/layout'

type Phase = 'idle' | 'running' | 'finishing'

/**
 * A thin green bar at the top of the viewport: it creeps forward while `active` and completes
 * PROGRESS_DONE_DELAY_MS after `active` ends (navigation done, cancelled or failed).
 */
export function ProgressBar({ active }: { active: boolean }) {
  const [phase, setPhase] = useState<Phase>('idle')
  // Starting is a state adjustment during render, so the bar shows in the same frame.
  if (active && phase !== 'running') setPhase('running')

  useEffect(() => {
    if (active) return undefined
    const finish = window.setTimeout(() => setPhase((current) => (current === 'running' ? 'finishing' : current)), PROGRESS_DONE_DELAY_MS)
    return () => window.clearTimeout(finish)
  }, [active])

  useEffect(() => {
    if (phase !== 'finishing') return undefined
    const hide = window.setTimeout(() => setPhase('idle'), 300)
    return () => window.clearTimeout(hide)
  }, [phase])

  return (
    <div
      aria-hidden="true"
      data-phase={phase}
      className="pointer-events-none fixed inset-x-0 top-0 z-[60] h-[3px] origin-left bg-green-600 transition-[transform,opacity] ease-out data-[phase=finishing]:scale-x-100 data-[phase=finishing]:opacity-0 data-[phase=finishing]:duration-300 data-[phase=idle]:scale-x-0 data-[phase=idle]:opacity-0 data-[phase=idle]:duration-0 data-[phase=running]:scale-x-[0.85] data-[phase=running]:opacity-100 data-[phase=running]:duration-[8s] dark:bg-green-400"
    />
  )
}
