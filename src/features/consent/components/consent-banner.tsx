import { Trans, useLingui } from '@lingui/react/macro'
import { useAtomValue, useSetAtom } from 'jotai'
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react'
import { Button } from '~/components/button'
import { focusRing } from '~/components/focus-ring'
import { PageLink } from '~/components/page-link'
import { env } from '~/lib/env'
import type { Lang } from '~/lib/languages'
import { thirdParties } from '~/site/third-parties'
import { consentAtom, consentSettingsOpenAtom, decideConsentAtom } from '../atoms'
import { ALL_ACCEPTED, ALL_DECLINED, type ConsentChoices } from '../consent'

const parties = thirdParties(env)
const mediaServices = [parties.newsProxy.name, parties.newsSites.name, parties.map.name, ...parties.videos.map((video) => video.name)]

function Purpose({
  id,
  label,
  description,
  checked,
  disabled,
  onChange,
}: {
  id: string
  label: string
  description: string
  checked: boolean
  disabled?: boolean
  onChange: (checked: boolean) => void
}) {
  return (
    <div className="flex gap-3">
      <input
        id={id}
        type="checkbox"
        checked={checked}
        disabled={disabled}
        aria-describedby={`${id}-description`}
        onChange={(event) => onChange(event.currentTarget.checked)}
        className="mt-1 size-5 shrink-0 accent-indigo-700 dark:accent-indigo-400"
      />
      <div>
        <label htmlFor={id} className="font-semibold text-slate-900 dark:text-white">
          {label}
        </label>
        <p id={`${id}-description`} className="text-sm text-slate-600 dark:text-slate-300">
          {description}
        </p>
      </div>
    </div>
  )
}

/**
 * The consent banner: a labelled region fixed to the bottom of the viewport, so it covers part of
 * the page without moving it (no layout shift) and without blocking it (not modal). Accept all,
 * decline all, or choose each purpose. Reopened from the footer, it starts with the choices
 * shown, takes the focus and gives it back when closed.
 */
export function ConsentBanner({ lang }: { lang: Lang }) {
  const { t, i18n } = useLingui()
  const consent = useAtomValue(consentAtom)
  const reopened = useAtomValue(consentSettingsOpenAtom)
  const setOpen = useSetAtom(consentSettingsOpenAtom)
  const decide = useSetAtom(decideConsentAtom)
  const headingId = useId()
  const textId = useId()
  const purposesId = useId()
  const headingRef = useRef<HTMLHeadingElement>(null)
  const opener = useRef<Element | null>(null)
  const purposesRef = useRef<HTMLFieldSetElement>(null)
  const [choosing, setChoosing] = useState(reopened)
  const [choices, setChoices] = useState<ConsentChoices>({ statistics: consent.statistics, externalMedia: consent.externalMedia })
  const services = new Intl.ListFormat(i18n.locale, { type: 'conjunction' }).format(mediaServices)

  // Asked for by the visitor (footer): move the focus here, and back where it was afterwards.
  useEffect(() => {
    if (!reopened) return
    opener.current = document.activeElement
    headingRef.current?.focus()
  }, [reopened])

  function close() {
    setOpen(false)
    if (opener.current instanceof HTMLElement) opener.current.focus()
  }

  function choose(value: ConsentChoices) {
    decide(value)
    close()
  }

  // The 'Choose' button gives way to the choices: the focus goes to the first of them.
  function showChoices() {
    setChoosing(true)
    requestAnimationFrame(() => purposesRef.current?.querySelector<HTMLInputElement>('input:not(:disabled)')?.focus())
  }

  function onKeyDown(event: KeyboardEvent) {
    // Escape closes the settings the visitor reopened; a first visit needs an answer.
    if (event.key === 'Escape' && consent.decided) close()
  }

  return (
    <section
      // Hidden by CSS until hydration while the head script says the visitor has chosen.
      data-consent-banner={consent.decided ? 'settings' : 'first-visit'}
      aria-labelledby={headingId}
      aria-describedby={textId}
      onKeyDown={onKeyDown}
      className="fixed inset-x-0 bottom-0 z-[45] max-h-[85vh] overflow-y-auto border-t border-slate-200 bg-white text-slate-700 shadow-[0_-8px_30px_rgb(0_0_0/0.12)] dark:border-slate-700 dark:bg-slate-900 dark:text-slate-300"
    >
      <div className="mx-auto max-w-5xl px-4 py-5 sm:px-6">
        <h2 id={headingId} ref={headingRef} tabIndex={-1} className="text-lg font-bold text-slate-900 outline-none dark:text-white">
          <Trans>Your privacy</Trans>
        </h2>
        <p id={textId} className="mt-2 max-w-3xl text-sm">
          <Trans>
            Nothing is loaded from other servers and no page view is counted unless you allow it. We set no cookie for
            this. You can change your choice at any time under “Privacy settings” at the bottom of every page.
          </Trans>{' '}
          <PageLink lang={lang} page="privacy" className={`rounded-sm font-medium text-indigo-700 underline underline-offset-4 dark:text-indigo-300 ${focusRing}`}>
            <Trans>What we store and why</Trans>
          </PageLink>
        </p>
        {choosing ? (
          <fieldset ref={purposesRef} className="mt-4 space-y-3">
            <legend className="sr-only">
              <Trans>What you allow</Trans>
            </legend>
            <Purpose
              id={`${purposesId}-statistics`}
              label={t`Statistics`}
              description={
                consent.globalPrivacyControl
                  ? t`Your browser sends Global Privacy Control, so statistics stay off.`
                  : t`Counts the pages you view, with a random visitor ID kept in this browser. No cookie.`
              }
              checked={choices.statistics && !consent.globalPrivacyControl}
              disabled={consent.globalPrivacyControl}
              onChange={(statistics) => setChoices((current) => ({ ...current, statistics }))}
            />
            <Purpose
              id={`${purposesId}-media`}
              label={t`External media`}
              description={t`Loads content from other servers: ${services}.`}
              checked={choices.externalMedia}
              onChange={(externalMedia) => setChoices((current) => ({ ...current, externalMedia }))}
            />
          </fieldset>
        ) : null}
        {/* Accept and decline look alike: neither choice is the "easy" one. */}
        <div className="mt-4 flex flex-wrap gap-3">
          <Button size="md" onClick={() => choose(ALL_ACCEPTED)}>
            <Trans>Accept all</Trans>
          </Button>
          <Button size="md" onClick={() => choose(ALL_DECLINED)}>
            <Trans>Decline all</Trans>
          </Button>
          {choosing ? (
            <Button variant="neutral" size="md" onClick={() => choose(choices)}>
              <Trans>Save my choices</Trans>
            </Button>
          ) : (
            <Button variant="neutral" size="md" onClick={showChoices}>
              <Trans comment="Consent banner button: shows a choice per purpose (statistics, external media) instead of accepting or declining all.">Choose</Trans>
            </Button>
          )}
          {consent.decided ? (
            <Button variant="neutral" size="md" onClick={close}>
              <Trans>Close</Trans>
            </Button>
          ) : null}
        </div>
      </div>
    </section>
  )
}
