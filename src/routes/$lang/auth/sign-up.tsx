import { msg } from '@lingui/core/macro'
import { Trans, useLingui } from '@lingui/react/macro'
import { createFileRoute, Link } from '@tanstack/react-router'
import { AuthPage } from '~/features/auth/components/auth-page'
import { linkClass } from '~/features/auth/components/form-controls'
import { routeHead } from '~/features/seo/page-head'
import { lazyWithPreload } from '~/lib/lazy-with-preload'
import { returnUrlSearch } from './-return-url-search'

// The form's code (TanStack Form, ky) loads after the page; its prerendered HTML shows at once.
const SignUpForm = lazyWithPreload(() => import('~/features/auth/components/sign-up-form').then((module) => module.SignUpForm))

export const Route = createFileRoute('/$lang/auth/sign-up')({
  validateSearch: returnUrlSearch,
  // Prerendering (and client navigation) load the form first, so its HTML is in the page.
  loader: () => SignUpForm.preload(),
  head: ({ params }) =>
    routeHead({
      lang: params.lang,
      page: 'auth/sign-up',
      title: msg`Sign up`,
      description: msg`Create an account to try the demo shop and keep your wishlist across devices.`,
      keywords: msg`sign up, create account, Storm`,
    }),
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
