import { Trans, useLingui } from '@lingui/react/macro'
import { createFileRoute, Link } from '@tanstack/react-router'
import { AuthPage } from '~/features/auth/components/auth-page'
import { linkClass } from '~/features/auth/components/form-controls'
import { pageHead } from '~/features/seo/head'
import { lazyWithPreload } from '~/components/lazy/lazy-with-preload'

// The form's code (TanStack Form, the API client) loads after the page; its prerendered HTML
// shows at once.
const ForgotPasswordForm = lazyWithPreload(() => import('~/features/auth/components/forgot-password-form').then((module) => module.ForgotPasswordForm))

export const Route = createFileRoute('/$lang/auth/forgot-password')({
  loader: () => ForgotPasswordForm.preload(),
  head: pageHead,
  component: ForgotPasswordPage,
})

function ForgotPasswordPage() {
  const { t } = useLingui()
  const { lang } = Route.useParams()
  return (
    <AuthPage
      headingId="forgot-password-heading"
      title={t`Forgot your password?`}
      intro={<Trans>Enter your email address and we will send you a link to choose a new password.</Trans>}
      footer={
        <Link to="/$lang/auth/sign-in" params={{ lang }} className={linkClass}>
          <Trans>Back to sign in</Trans>
        </Link>
      }
    >
      <ForgotPasswordForm />
    </AuthPage>
  )
}
