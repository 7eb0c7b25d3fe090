import type { ReactNode } from 'react'
import type { SectionKey } from '~/site/pages'

// One small line icon per menu group (SPEC.md §3 Menu item `icon`), drawn in the text colour so
// they follow both themes. Decorative: the group's name says the same.
const PATHS: Record<SectionKey, ReactNode> = {
  // A box: the software products.
  products: (
    <>
      <path d="m12 3 8 4.5v9L12 21l-8-4.5v-9z" />
      <path d="m4 7.5 8 4.5 8-4.5M12 12v9" />
    </>
  ),
  // A wrench: what we build and look after for clients.
  services: <path d="M14.7 6.3a4 4 0 0 0 5 5L21 13l-8 8-2.5-2.5-6.8-6.8A4 4 0 0 1 9.3 4.3l-2.8 2.8 1.4 3 3 1.4 2.8-2.8z" />,
  // Two people: customers and their stories.
  customers: (
    <>
      <circle cx="9" cy="8" r="3.5" />
      <path d="M2.5 20a6.5 6.5 0 0 1 13 0" />
      <path d="M16 4.6a3.5 3.5 0 0 1 0 6.8M18 14a6.5 6.5 0 0 1 3.5 6" />
    </>
  ),
  // An office building: the company.
  company: (
    <>
      <rect x="5" y="3" width="14" height="18" rx="1" />
      <path d="M9 7h2M13 7h2M9 11h2M13 11h2M9 15h2M13 15h2M10 21v-3h4v3" />
    </>
  ),
  shop: (
    <>
      <path d="M6 7h12l1 14H5z" />
      <path d="M9 7a3 3 0 0 1 6 0" />
    </>
  ),
  // An open book: the blog, the help center and the FAQ.
  resources: (
    <>
      <path d="M12 6.5C10 5 7 4.5 3 5v13c4-.5 7 0 9 1.5 2-1.5 5-2 9-1.5V5c-4-.5-7 0-9 1.5z" />
      <path d="M12 6.5v13" />
    </>
  ),
  account: (
    <>
      <circle cx="12" cy="8" r="4" />
      <path d="M4 21a8 8 0 0 1 16 0" />
    </>
  ),
}

/** The icon of a menu group, hidden from assistive technology. */
export function MenuIcon({ icon, size = 16 }: { icon: SectionKey; size?: number }) {
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      data-menu-icon={icon}
      className="shrink-0"
    >
      {PATHS[icon]}
    </svg>
  )
}
