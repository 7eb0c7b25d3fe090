import { Trans, useLingui } from '@lingui/react/macro'
import type { ReactNode } from 'react'
import { buttonClass } from '~/components/button'
import { PageLink } from '~/components/page-link'
import { SignInLink } from '~/components/sign-in-link'
import type { Lang } from '~/lib/languages'
import { ACCOUNT_PAGES, pageTexts, type AccountPagePath } from '~/site/pages'
import { useSession } from '../queries'
import type { User } from '../schemas'
import { useSignOut } from '../use-sign-out'
import { focusRing } from '~/components/focus-ring'

const navLink = `block rounded-lg px-3 py-2 text-sm font-medium text-slate-700 hover:bg-slate-100 hover:text-slate-950 aria-[current=page]:bg-indigo-50 aria-[current=page]:text-indigo-800 dark:text-slate-200 dark:hover:bg-slate-800 dark:hover:text-white dark:aria-[current=page]:bg-indigo-950 dark:aria-[current=page]:text-indigo-200 ${focusRing}`

/**
 * The frame of every account page: its title, the account menu and the page's content for the
 * signed-in user. A signed-out visitor (and the prerendered HTML) gets a sign-in link that
 * comes back to this page instead of empty data.
 */
export function AccountShell({ lang, page, children }: { lang: Lang; page: AccountPagePath; children: (user: User) => ReactNode }) {
  const { t, i18n } = useLingui()
  const session = useSession()
  const signOut = useSignOut(lang)
  const content = pageTexts(page)

  return (
    <div className="mx-auto grid max-w-6xl gap-8 px-4 py-12 sm:px-6 md:grid-cols-[14rem_1fr] lg:py-16">
      <nav aria-label={t`Account`} className="md:pt-1">
        <ul className="flex flex-wrap gap-1 md:flex-col">
          {ACCOUNT_PAGES.map((item) => (
            <li key={item}>
              <PageLink lang={lang} page={item} aria-current={item === page ? 'page' : undefined} className={navLink}>
                {i18n._(pageTexts(item).title)}
              </PageLink>
            </li>
          ))}
          {session.status === 'signed-in' && (
            <li>
              <button type="button" onClick={() => void signOut()} className={`${navLink} w-full text-left`}>
                <Trans>Sign out</Trans>
              </button>
            </li>
          )}
        </ul>
      </nav>
      <section aria-labelledby="account-heading">
        <h1 id="account-heading" className="text-3xl font-extrabold tracking-tight sm:text-4xl">
          {i18n._(content.title)}
        </h1>
        <p className="mt-2 text-slate-600 dark:text-slate-300">{i18n._(content.description)}</p>
        <div className="mt-8">
          {session.status === 'signed-in' ? (
            children(session.user)
          ) : session.status === 'checking' ? (
            <p role="status" className="text-slate-600 dark:text-slate-300">
              <Trans>Checking your session…</Trans>
            </p>
          ) : (
            <div className="rounded-2xl border border-slate-200 bg-white p-6 dark:border-slate-700 dark:bg-slate-900">
              <h2 className="text-xl font-bold">
                <Trans>Please sign in</Trans>
              </h2>
              <p className="mt-2 text-slate-600 dark:text-slate-300">
                <Trans>Sign in to see this page. You will come straight back here.</Trans>
              </p>
              <SignInLink lang={lang} className={buttonClass({ className: 'mt-6' })}>
                <Trans>Sign in</Trans>
              </SignInLink>
            </div>
          )}
        </div>
      </section>
    </div>
  )
}
