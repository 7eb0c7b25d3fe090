import { useLingui } from '@lingui/react/macro'
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react'
import type { Lang } from '~/lib/languages'
import { menuTree, type MenuGroup } from '../menu'
import { MenuIcon } from './menu-icon'
import { MenuLink } from './menu-link'

// Groups with many entries open as a wide multi-column panel, the others as a dropdown.
const MEGA_GROUPS = new Set<string>(['products', 'services', 'company', 'account'])

const entryClass =
  'flex items-center rounded-lg px-3 py-2 text-sm text-slate-700 hover:bg-slate-100 hover:text-slate-950 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600 dark:text-slate-200 dark:hover:bg-slate-800 dark:hover:text-white'

/**
 * The header's menu on wide screens (disclosure pattern): each group is a button with
 * aria-expanded that shows its panel; Escape closes it and returns focus to the button, a click
 * or focus outside closes it.
 */
export function DesktopMenu({ lang }: { lang: Lang }) {
  const { t } = useLingui()
  const [open, setOpen] = useState<string | null>(null)
  const navRef = useRef<HTMLElement>(null)
  const tree = menuTree(lang)

  useEffect(() => {
    if (open === null) return
    function onPointerDown(event: PointerEvent) {
      if (event.target instanceof Node && navRef.current?.contains(event.target)) return
      setOpen(null)
    }
    document.addEventListener('pointerdown', onPointerDown)
    return () => document.removeEventListener('pointerdown', onPointerDown)
  }, [open])

  return (
    <nav
      ref={navRef}
      aria-label={t`Main`}
      className="relative hidden full-menu:mr-auto full-menu:block"
      onBlur={(event) => {
        if (!(event.relatedTarget instanceof Node) || !event.currentTarget.contains(event.relatedTarget)) setOpen(null)
      }}
    >
      <ul className="flex items-center">
        {tree.map((group) => (
          <MenuGroupItem
            key={group.key}
            lang={lang}
            group={group}
            open={open === group.key}
            onToggle={() => setOpen((current) => (current === group.key ? null : group.key))}
            onClose={() => setOpen(null)}
          />
        ))}
      </ul>
    </nav>
  )
}

function MenuGroupItem({ lang, group, open, onToggle, onClose }: { lang: Lang; group: MenuGroup; open: boolean; onToggle: () => void; onClose: () => void }) {
  const { i18n } = useLingui()
  const panelId = useId()
  const buttonRef = useRef<HTMLButtonElement>(null)
  const mega = MEGA_GROUPS.has(group.key)

  function onKeyDown(event: KeyboardEvent) {
    if (event.key !== 'Escape' || !open) return
    event.preventDefault()
    onClose()
    buttonRef.current?.focus()
  }

  return (
    <li className={mega ? 'static' : 'relative'} onKeyDown={onKeyDown}>
      <button
        ref={buttonRef}
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={onToggle}
        className="inline-flex items-center gap-1 rounded-lg px-1.5 py-2 text-sm font-medium text-slate-700 hover:bg-slate-100 hover:text-slate-950 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600 aria-expanded:bg-slate-100 aria-expanded:text-slate-950 dark:text-slate-200 dark:hover:bg-slate-800 dark:hover:text-white dark:aria-expanded:bg-slate-800 dark:aria-expanded:text-white"
      >
        {i18n._(group.label)}
        <svg width="14" height="14" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" aria-hidden="true" className={open ? 'rotate-180' : undefined}>
          <path d="m6 9 6 6 6-6" />
        </svg>
      </button>
      {/* SPEC.md §9: dropdown offset [0, 2], z-index 1055. */}
      <div
        id={panelId}
        hidden={!open}
        data-overlay=""
        className={`absolute top-full z-[1055] mt-0.5 rounded-xl border border-slate-200 bg-white p-2 text-slate-900 shadow-xl dark:border-slate-700 dark:bg-slate-900 dark:text-slate-100 ${mega ? 'left-0 w-full min-w-[48rem]' : 'left-0 w-80'}`}
      >
        {/* Its entries exist while it is open: closed panels would be most of every page's HTML. */}
        {open ? (
          <>
            {/* The group's icon heads its panel: the header has no room for seven icons in its buttons. */}
            <p className="flex items-center gap-2 border-b border-slate-200 px-3 pt-1 pb-2 mb-1 text-sm font-semibold text-slate-700 dark:border-slate-700 dark:text-slate-200">
              <MenuIcon icon={group.icon} />
              {i18n._(group.label)}
            </p>
            <ul className={mega ? 'grid grid-cols-3 gap-x-2' : undefined}>
              {group.children.map((entry) => (
                <li key={entry.key}>
                  <MenuLink lang={lang} entry={entry} className={entryClass} onNavigate={onClose} detailed />
                </li>
              ))}
            </ul>
          </>
        ) : null}
      </div>
    </li>
  )
}
