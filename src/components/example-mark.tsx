import { Trans } from '@lingui/react/macro'

/**
 * The short mark beside a reference (a quoted person, a client's name) that it is made up: the
 * site's clients, people and quotes are fictional, and a reader must not take them for real ones.
 */
export function ExampleMark({ className = '' }: { className?: string }) {
  return (
    <span className={`text-xs text-slate-600 dark:text-slate-300 ${className}`}>
      <Trans comment="Beside a quoted person or a client's name: the company, the person and the quote are made up. Two or three words.">Fictional example</Trans>
    </span>
  )
}

/**
 * The same note once for a whole strip of clients (their logos, a grid of their projects), where a
 * mark beside each would be noise: one line under the strip, which names it as its description (`id`).
 */
export function ExamplesNote({ id, className = '' }: { id?: string; className?: string }) {
  return (
    <p id={id} className={`text-xs text-slate-600 dark:text-slate-300 ${className}`}>
      <Trans comment="One line under a strip of client logos or a grid of client projects: the companies are made up. Max 60 characters.">All companies shown are fictional examples.</Trans>
    </p>
  )
}
