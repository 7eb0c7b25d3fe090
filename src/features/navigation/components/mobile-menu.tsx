import { useLingui } from '@lingui/react/macro'
import { useRouter } from '@tanstack/react-router'
import { useEffect, useRef, useState } from 'react'
import { LanguageSwitcher } from '~/components/language-switcher'
import type { Lang } from '~/lib/languages'
import { menuTree } from '../menu'
import { MenuIcon } from './menu-icon'
import { MenuLink } from './menu-link'
import { Button } from '~/components/button'

const entryClass =
  'flex min-h-11 items-center rounded-lg px-3 py-2 text-slate-700 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600 dark:text-slate-200 dark:hover:bg-slate-800'

/**
 * The same menu on narrow screens, with the language switcher below the groups: an off-canvas modal dialog (the platform moves focus in, traps
 * it, closes on Escape and returns focus to the button) with each group collapsible. Its entries
 * exist while it is open: a closed menu would be most of every page's HTML.
 */
export function MobileMenu({ lang }: { lang: Lang }) {
  const { t, i18n } = useLingui()
  const dialogRef = useRef<HTMLDialogElement>(null)
  const [open, setOpen] = useState(false)
  const close = () => dialogRef.current?.close()
  // A new page closes the menu: a language chosen in it, or the browser's back button.
  const router = useRouter()
  useEffect(() => router.subscribe('onBeforeNavigate', () => dialogRef.current?.close()), [router])

  return (
    <div className="full-menu:hidden">
      <Button
        variant="ghost"
        size="icon"
        aria-haspopup="dialog"
        onClick={() => {
          setOpen(true)
          dialogRef.current?.showModal()
        }}
      >
        <svg width="22" height="22" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" aria-hidden="true">
          <path d="M4 7h16M4 12h16M4 17h16" />
        </svg>
        <span className="sr-only">{t`Menu`}</span>
      </Button>
      <dialog
        ref={dialogRef}
        aria-label={t`Menu`}
        // Light dismiss: a click on the backdrop closes it, like Escape.
        closedby="any"
        // The close event comes late (at the next frame): a menu opened again meanwhile stays open.
        onClose={(event) => setOpen(event.currentTarget.open)}
        // Follows the site's theme, not the always-dark header of the home page it sits in.
        data-overlay=""
        className="m-0 ms-auto h-dvh max-h-none w-[min(24rem,100vw)] max-w-none overflow-y-auto bg-white p-0 text-slate-900 shadow-2xl backdrop:bg-slate-950/60 dark:bg-slate-900 dark:text-slate-100 motion-safe:open:animate-slide-in-right"
      >
        <div className="flex items-center justify-between border-b border-slate-200 px-4 py-3 dark:border-slate-700">
          <p className="font-semibold">{t`Menu`}</p>
          <button
            type="button"
            onClick={close}
            className="inline-flex size-10 items-center justify-center rounded-lg hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600 dark:hover:bg-slate-800"
          >
            <svg width="20" height="20" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" aria-hidden="true">
              <path d="M6 6l12 12M18 6 6 18" />
            </svg>
            <span className="sr-only">{t`Close menu`}</span>
          </button>
        </div>
        {open ? (
          <nav aria-label={t`Main`} className="p-3">
            <ul className="space-y-1">
              {menuTree(lang).map((group) => (
                <li key={group.key}>
                  <details className="group">
                    <summary className="flex min-h-11 cursor-pointer list-none items-center gap-2.5 rounded-lg px-3 font-semibold hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600 dark:hover:bg-slate-800 [&::-webkit-details-marker]:hidden">
                      <MenuIcon icon={group.icon} size={18} />
                      {i18n._(group.label)}
                      <svg width="16" height="16" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" aria-hidden="true" className="ml-auto group-open:rotate-180">
                        <path d="m6 9 6 6 6-6" />
                      </svg>
                    </summary>
                    <ul className="mt-1 mb-2 ml-3 border-l border-slate-200 pl-2 dark:border-slate-700">
                      {group.children.map((entry) => (
                        <li key={entry.key}>
                          <MenuLink lang={lang} entry={entry} className={entryClass} onNavigate={close} />
                        </li>
                      ))}
                    </ul>
                  </details>
                </li>
              ))}
            </ul>
          </nav>
        ) : null}
        {open ? (
          <div className="border-t border-slate-200 p-4 dark:border-slate-700">
            <LanguageSwitcher tone="panel" />
          </div>
        ) : null}
      </dialog>
    </div>
  )
}
