import { msg } from '@lingui/core/macro'
import { Trans, useLingui } from '@lingui/react/macro'
import { useMemo } from 'react'
import { useReducedMotion } from '~/lib/use-reduced-motion'
import { useTypedText } from '../lib/use-typed-text'

const SERVICES = [
  msg`Web`,
  msg`Mobile`,
  msg`Desktop`,
  msg`AI`,
  msg`Integration`,
  msg`Data`,
  msg`DevOps`,
  msg`IoT`,
] as const

/**
 * The hero's typed line. Screen readers (and everyone under reduced motion) get one still
 * sentence; the typing animation itself is hidden from assistive technology.
 */
export function TypedServices() {
  const { i18n } = useLingui()
  const words = useMemo(() => SERVICES.map((service) => i18n._(service)), [i18n])
  const reducedMotion = useReducedMotion()
  const text = useTypedText(words, !reducedMotion)
  const typed = (
    <span className="inline-block min-w-[1ch] text-indigo-600 dark:text-indigo-400">
      {text}
      <span className="ml-0.5 inline-block h-[1em] w-[3px] translate-y-[0.15em] bg-current motion-safe:animate-caret-blink" />
    </span>
  )
  return (
    <p className="mt-4 text-xl font-semibold text-slate-700 sm:text-3xl dark:text-slate-200">
      <span className="sr-only motion-reduce:not-sr-only">
        <Trans>We build web, mobile, desktop, AI, integration, data, DevOps and IoT solutions.</Trans>
      </span>
      <span aria-hidden="true" className="block min-h-[3em] sm:min-h-[1.5em] motion-reduce:hidden">
        <Trans>Solutions for {typed}</Trans>
      </span>
    </p>
  )
}
