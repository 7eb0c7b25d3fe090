import { useLingui } from '@lingui/react/macro'
import { useRouterState } from '@tanstack/react-router'
import { ThemeMenu } from '~/features/theme/components/theme-menu'
import { CartButton } from '~/features/shop/cart/cart-button'
import { PageLink } from '~/components/page-link'
import { ButtonLink } from '~/components/button'
import { Logo } from '~/components/logo'
import type { Lang } from '~/lib/languages'
import { pageOfPath } from '~/site/pages'
import { STICKY_HEADER_THRESHOLD } from '~/lib/layout'
import { lazyWithPreload } from '~/components/lazy/lazy-with-preload'
import { useScrolledPast } from '~/lib/use-scrolled-past'
import { LazySiteSearch } from './lazy-site-search'

// The widgets' code (the account entry's session cookie and return address, the search's page
// list) loads after the page, not in every page's entry; their prerendered HTML shows at once, and
// what a visitor clicks or types before they hydrate is replayed then. Not the theme menu: by the
// time a lazy part hydrates, the stored theme has replaced the prerendered one (a mismatch).
const HeaderAccount = lazyWithPreload(() =>
  import('~/features/auth/components/header-account').then((module) => module.HeaderAccount),
)

// The menus carry the whole static navigation (labels of ~70 pages): their code loads after the
// first load; their prerendered HTML (buttons and links) is in the page from the start.
const DesktopMenu = lazyWithPreload(() =>
  import('~/features/navigation/components/desktop-menu').then((module) => module.DesktopMenu),
)
const MobileMenu = lazyWithPreload(() =>
  import('~/features/navigation/components/mobile-menu').then((module) => module.MobileMenu),
)

/** Loads the header's lazily loaded parts; the site layout's preload waits for it. */
export function preloadHeader(): Promise<unknown> {
  return Promise.all([HeaderAccount.preload(), LazySiteSearch.preload(), DesktopMenu.preload(), MobileMenu.preload()])
}

const navLink =
  'rounded-lg px-3 py-2 text-sm font-medium text-slate-700 hover:bg-slate-100 hover:text-slate-950 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600 dark:text-slate-200 dark:hover:bg-slate-800 dark:hover:text-white'

export function Header({ lang }: { lang: Lang }) {
  const { t } = useLingui()
  const sticky = useScrolledPast(STICKY_HEADER_THRESHOLD)
  // SPEC.md §2: on the home page the header is always dark, whatever the theme.
  const onHome = useRouterState({ select: (state) => pageOfPath(state.location.pathname) === '' })

  return (
    // The wrapper keeps the header's height in the flow, so turning sticky shifts nothing. The blur
    // behind the header only shows once it floats over the page (sticky): at the top of the page
    // there is nothing under it to blur, and a backdrop filter there had the compositor redraw the
    // first screen, frame after frame, just after the first paint.
    <div className="h-16">
      <header
        data-sticky={sticky || undefined}
        data-theme={onHome ? 'dark' : undefined}
        className="relative inset-x-0 top-0 z-40 h-16 data-[theme=dark]:scheme-dark border-b border-slate-200 bg-white/95 dark:border-slate-800 dark:bg-slate-950/95 data-sticky:fixed data-sticky:backdrop-blur data-sticky:shadow-md data-sticky:motion-safe:animate-slide-down"
      >
        {/* The page's content container (max-w-7xl px-4 sm:px-6): the logo lines up with the content at every width. */}
        <div className="mx-auto flex h-full max-w-7xl items-center gap-1 px-4 min-[400px]:gap-2 sm:px-6">
          {/*
            The logo keeps its size, and on wide screens the menu follows it directly (the space is after
            the menu): a page that paints before the rest of the header is parsed (a slow phone) does
            not paint the menu at the right edge first and then move it.
          */}
          <PageLink lang={lang} page="" className="mr-auto shrink-0 rounded-lg full-menu:mr-0 focus-visible:outline-2 focus-visible:outline-offset-4 focus-visible:outline-indigo-600">
            {/* On a small phone the mark alone, which leaves room for the phone's primary action. */}
            <img src="/images/brand/mark.svg" alt={t`Storm, home page`} width={64} height={64} className="size-9 min-[540px]:hidden" />
            <span className="hidden min-[540px]:contents">
              <Logo label={t`Storm, home page`} />
            </span>
          </PageLink>
          <DesktopMenu lang={lang} />
          {/*
            Below the full menu's width (app.css `full-menu`: 1280 px, 1440 px in Turkish and German) the
            menu is in the off-canvas panel; from lg the docs and sign-up links stay visible (at md they
            pushed "Buy now" onto two lines).
          */}
          <nav aria-label={t`Quick links`} className="hidden items-center gap-1 lg:flex full-menu:hidden">
            <PageLink lang={lang} page="help/center" className={navLink}>
              {t`Docs`}
            </PageLink>
            <PageLink lang={lang} page="auth/sign-up" className={navLink}>
              {t`Sign up`}
            </PageLink>
          </nav>
          <LazySiteSearch lang={lang} />
          <ThemeMenu />
          <CartButton lang={lang} />
          <HeaderAccount lang={lang} />
          <ButtonLink lang={lang} page="pricing" size="sm" className="max-sm:hidden">
            {t`Buy now`}
          </ButtonLink>
          {/* The primary action on a phone, where "Buy now" has no room: every phone screen reaches the contact form. */}
          <ButtonLink lang={lang} page="contact" size="sm" className="shrink-0 sm:hidden">
            {t({ message: 'Contact', comment: "The phone header's primary button: opens the contact page. One short word: it shares a 360 px wide row with the logo and five icons." })}
          </ButtonLink>
          <MobileMenu lang={lang} />
        </div>
      </header>
    </div>
  )
}
