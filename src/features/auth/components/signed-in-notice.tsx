import { Trans, useLingui } from '@lingui/react/macro'
import type { ReactNode } from 'react'
import { Button, ButtonLink } from '~/components/button'
import type { Lang } from '~/lib/languages'
import { useSession } from '../queries'
import { useSignOut } from '../use-sign-out'

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
        <ButtonLink lang={lang} page="account/profile">
          {t`Go to your profile`}
        </ButtonLink>
        <Button variant="neutral" onClick={() => void signOut()}>
          {t`Sign out`}
        </Button>
      </div>
    </div>
  )
}
