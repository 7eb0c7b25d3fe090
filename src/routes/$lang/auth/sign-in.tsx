import { Trans, useLingui } from '@lingui/react/macro'
import { createFileRoute, Link } from '@tanstack/react-router'
import { AuthPage } from '~/features/auth/components/auth-page'
import { linkClass } from '~/features/auth/components/form-controls'
import { lazyWithPreload } from '~/components/lazy/lazy-with-preload'
import { pageHead } from '~/features/seo/head'
import { returnUrlSearch } from './-return-url-search'

// The form's code (TanStack Form, the API client) loads after the page; its prerendered HTML
// shows at once.
const SignInForm = lazyWithPreload(() => import('~/features/auth/components/sign-in-form').then((module) => module.SignInForm))

export const Route = createFileRoute('/$lang/auth/sign-in')({
  validateSearch: returnUrlSearch,
  loader: () => SignInForm.preload(),
  head: pageHead,
  component: SignInPage,
})

function SignInPage() {
  const { t } = useLingui()
  const { lang } = Route.useParams()
  const { returnUrl } = Route.useSearch()
  return (
    <AuthPage
      headingId="sign-in-heading"
      title={t`Sign in`}
      intro={<Trans>Sign in to follow your projects, orders and support requests.</Trans>}
      footer={
        <Trans>
          New here?{' '}
          <Link to="/$lang/auth/sign-up" params={{ lang }} className={linkClass}>
            Create an account
          </Link>
        </Trans>
      }
    >
      <SignInForm lang={lang} returnUrl={returnUrl} />
    </AuthPage>
  )
}
