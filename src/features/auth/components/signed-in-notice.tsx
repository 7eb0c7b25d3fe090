import { Trans, useLingui } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import type { ReactNode } from 'react'
import { primaryButtonClass } from '~/components/button-styles'
import type { Lang } from '~/lib/languages'
import { useSession } from '../queries'
import { useSignOut } from '../use-sign-out'
import { focusRing } from '~/components/focus-ring'

const secondaryButton = `inline-flex min-h-12 items-center justify-center rounded-lg border border-slate-400 px-6 font-semibold text-slate-900 hover:bg-slate-100 dark:border-slate-500 dark:text-white dark:hover:bg-slate-800 ${focusRing}`

/**
 * A sign-in or sign-up form for a signed-out visitor; a visitor who is already signed in is told
 * as whom, with the way to the profile and a sign-out button instead. The session is read in the
 * browser only, so the prerendered page (and its hydration) is the form.
 */
export function SignedOutOnly({ lang, children }: { lang: Lang; children: ReactNode }) {
  const session = useSession()
  if (session.status !== 'signed-in') return children
  return <SignedInNotice lang={lang} name={session.user.name} />
}

function SignedInNotice({ lang, name }: { lang: Lang; name: string }) {
  const { t } = useLingui()
  const signOut = useSignOut(lang)
  return (
    <div className="space-y-4">
      <h2 className="text-xl font-bold">
        <Trans>You are signed in as {name}</Trans>
      </h2>
      <p className="text-slate-600 dark:text-slate-300">
        <Trans>To use another account, sign out first.</Trans>
      </p>
      <div className="flex flex-wrap gap-3">
        <Link to="/$lang/account/$page" params={{ lang, page: 'account/profile' }} className={primaryButtonClass}>
          {t`Go to your profile`}
        </Link>
        <button type="button" onClick={() => void signOut()} className={secondaryButton}>
          {t`Sign out`}
        </button>
      </div>
    </div>
  )
}
