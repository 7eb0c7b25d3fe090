import type { ComponentProps, ComponentPropsWithoutRef } from 'react'
import { focusRing } from './focus-ring'
import { PageLink } from './page-link'

/**
 * The site's button looks, for buttons and links alike:
 * - `primary`: the page's main action, filled;
 * - `secondary`: the action beside it, outlined in the brand colour;
 * - `neutral`: a quiet choice among equals (sign out, save my choices), outlined in grey;
 * - `ghost`: a header control (a menu, the theme), no frame until hovered;
 * - `on-dark`: a filled white button on a brand-coloured band (call-to-action sections);
 * - `danger`: an action that deletes;
 * - `text`: a link that reads as a link (underlined) with a button's target size.
 * Every look keeps the focus outline visible in both themes and AA contrast for its text.
 */
export type ButtonVariant = 'primary' | 'secondary' | 'neutral' | 'ghost' | 'on-dark' | 'danger' | 'text'

/**
 * `icon` for a header control with an icon and a hidden label, `sm` for the header, `md` for forms
 * and banners, `lg` (the default) for a page's calls to action.
 */
export type ButtonSize = 'icon' | 'sm' | 'md' | 'lg'

export interface ButtonStyle {
  variant?: ButtonVariant
  size?: ButtonSize
  /** Layout only (margins, width, visibility): the look comes from `variant` and `size`. */
  className?: string
}

const BASE = 'inline-flex items-center justify-center gap-2 font-semibold disabled:cursor-not-allowed disabled:opacity-70'

const HEIGHTS: Record<ButtonSize, string> = {
  // The header's row holds the logo and five of these at 360 px.
  icon: 'size-9 shrink-0 rounded-lg min-[400px]:size-10',
  sm: 'min-h-10 rounded-lg text-sm',
  md: 'min-h-11 rounded-md',
  lg: 'min-h-12 rounded-lg',
}

// A text button has no padding: its underlined label lines up with the text around it.
const PADDINGS: Record<ButtonSize, string> = {
  icon: '',
  sm: 'px-3 py-2',
  md: 'px-5 py-2.5',
  lg: 'px-6 py-2',
}

const VARIANTS: Record<ButtonVariant, string> = {
  primary: `bg-indigo-700 text-white hover:bg-indigo-800 dark:bg-indigo-400 dark:text-slate-950 dark:hover:bg-indigo-300 ${focusRing}`,
  secondary: `text-center text-indigo-700 ring-1 ring-indigo-300 ring-inset hover:bg-indigo-50 dark:text-indigo-200 dark:ring-indigo-600 dark:hover:bg-slate-800 ${focusRing}`,
  ghost: `text-slate-700 hover:bg-slate-100 dark:text-slate-200 dark:hover:bg-slate-800 ${focusRing}`,
  neutral: `border border-slate-400 text-slate-900 hover:bg-slate-100 dark:border-slate-500 dark:text-white dark:hover:bg-slate-800 ${focusRing}`,
  // The band stays brand-coloured in both themes, so the outline is white in both.
  'on-dark': 'bg-white text-indigo-700 hover:bg-indigo-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white dark:text-indigo-900',
  danger: `bg-red-700 text-white hover:bg-red-800 dark:bg-red-400 dark:text-slate-950 dark:hover:bg-red-300 ${focusRing}`,
  text: `text-indigo-700 underline underline-offset-4 hover:text-indigo-900 dark:text-indigo-300 dark:hover:text-indigo-200 ${focusRing}`,
}

/** The classes of a look, for a control that cannot be a `Button` or `ButtonLink` (a form's submit button). */
export function buttonClass({ variant = 'primary', size = 'lg', className }: ButtonStyle = {}): string {
  return [BASE, HEIGHTS[size], variant === 'text' ? '' : PADDINGS[size], VARIANTS[variant], className ?? ''].filter(Boolean).join(' ')
}

/** A button (`type="button"` unless told) in one of the site's looks; `ref` reaches the `<button>`. */
export function Button({ variant, size, className, type = 'button', ...props }: ComponentProps<'button'> & ButtonStyle) {
  return <button type={type} className={buttonClass({ variant, size, className })} {...props} />
}

/** A link to a page of the site (PageLink: typed by the registry) that looks like a button. */
export function ButtonLink({ variant, size, className, ...props }: ComponentPropsWithoutRef<typeof PageLink> & ButtonStyle) {
  return <PageLink className={buttonClass({ variant, size, className })} {...props} />
}
