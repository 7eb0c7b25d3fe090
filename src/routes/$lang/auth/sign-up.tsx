import { Trans, useLingui } from '@lingui/react/macro'
import { createFileRoute, Link } from '@tanstack/react-router'
import { AuthPage } from '~/features/auth/components/auth-page'
import { linkClass } from '~/features/auth/components/form-controls'
import { lazyWithPreload } from '~/components/lazy/lazy-with-preload'
import { pageHead } from '~/features/seo/head'
import { returnUrlSearch } from './-return-url-search'

// The form's code (TanStack Form, the API client) loads after the page; its prerendered HTML
// shows at once.
const SignUpForm = lazyWithPreload(() => import('~/features/auth/components/sign-up-form').then((module) => module.SignUpForm))

export const Route = createFileRoute('/$lang/auth/sign-up')({
  validateSearch: returnUrlSearch,
  loader: () => SignUpForm.preload(),
  head: pageHead,
  component: SignUpPage,
})

function SignUpPage() {
  const { t } = useLingui()
  const { lang } = Route.useParams()
  const { returnUrl } = Route.useSearch()
  return (
    <AuthPage
      headingId="sign-up-heading"
      title={t`Create your account`}
      intro={<Trans>Create an account to try the demo shop and keep your wishlist across devices.</Trans>}
      footer={
        <Trans>
          Already have an account?{' '}
          <Link to="/$lang/auth/sign-in" params={{ lang }} className={linkClass}>
            Sign in
          </Link>
        </Trans>
      }
    >
      <SignUpForm lang={lang} returnUrl={returnUrl} />
    </AuthPage>
  )
}
