import { Trans, useLingui } from '@lingui/react/macro'
import { useQueryClient } from '@tanstack/react-query'
import { createFileRoute } from '@tanstack/react-router'
import { useEffect } from 'react'
import { ButtonLink } from '~/components/button'
import { PageLink } from '~/components/page-link'
import { AuthPage } from '~/features/auth/components/auth-page'
import { pageHead } from '~/features/seo/head'
import { linkClass } from '~/features/auth/components/form-controls'
import { readSessionToken } from '~/features/auth/session-token'

export const Route = createFileRoute('/$lang/pages-logout')({
  head: pageHead,
  component: SignedOutPage,
})

function SignedOutPage() {
  const { t } = useLingui()
  const { lang } = Route.useParams()
  const queryClient = useQueryClient()
  // The page says the visitor is signed out, so it makes it true: a visitor who reached it with a
  // session (a bookmark, a link, the back button) is signed out here, the token revoked.
  useEffect(() => {
    if (readSessionToken() === null) return
    void import('~/features/auth/queries').then(({ signOut }) => signOut(queryClient, 'visitor'))
  }, [queryClient])
  return (
    <AuthPage
      headingId="signed-out-heading"
      title={t`You are signed out`}
      intro={<Trans>Your session has ended on this device. See you soon!</Trans>}
      footer={
        <PageLink lang={lang} page="" className={linkClass}>
          <Trans>Back to Homepage</Trans>
        </PageLink>
      }
    >
      <ButtonLink lang={lang} page="auth/sign-in">
        <Trans>Sign in again</Trans>
      </ButtonLink>
    </AuthPage>
  )
}
