import { screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { Route as Seo } from '~/routes/$lang/demos/agency/seo'
import { Route as FinanceConsulting } from '~/routes/$lang/demos/finance-consulting'
import { Route as ProductLanding } from '~/routes/$lang/demos/product-landing'
import { Route as SaasPlan } from '~/routes/$lang/saas/v1'
import { Route as SaasLink } from '~/routes/$lang/saas/v3'
import { Route as SaasSuite } from '~/routes/$lang/saas/v5'
import { renderRoute } from '../../render'

/**
 * Icons that mean what they label: the drawing beside a heading in the demos' feature cards (the
 * symbol its `<use>` draws from the sprite). A database is for stored data, not for an OEE figure;
 * a headset for a support line, not for alerts or consultants.
 */
function iconBeside(title: string): string {
  const card = screen.getByRole('heading', { name: title }).closest('li, article, div:has(> svg)')
  const use = card?.querySelector('svg use')
  return use?.getAttribute('href')?.replace(/^.*#/, '') ?? ''
}

describe('icons in the demos (en)', () => {
  it.each([
    { route: ProductLanding, path: '/en/demos/product-landing', title: 'Availability, performance, quality', icon: 'gauge' },
    { route: ProductLanding, path: '/en/demos/product-landing', title: 'Energy per machine', icon: 'bolt' },
    { route: ProductLanding, path: '/en/demos/product-landing', title: 'Alerts before a breakdown', icon: 'bell' },
    { route: Seo, path: '/en/demos/agency/seo', title: 'Speed on a real phone', icon: 'gauge' },
    { route: FinanceConsulting, path: '/en/demos/finance-consulting', title: 'Consultants, not call centres', icon: 'people' },
    { route: FinanceConsulting, path: '/en/demos/finance-consulting', title: 'Data protection by law', icon: 'scales' },
    { route: SaasLink, path: '/en/saas/v3', title: 'Every message can be traced', icon: 'history' },
    { route: SaasLink, path: '/en/saas/v3', title: 'Alerts to the person who can act', icon: 'bell' },
    { route: SaasPlan, path: '/en/saas/v1', title: 'A spreadsheet nobody trusts', icon: 'table' },
    { route: SaasSuite, path: '/en/saas/v5', title: 'One sign-in', icon: 'key' },
  ] as const)('$path: "$title" shows the $icon icon', async ({ route, path, title, icon }) => {
    await renderRoute(route, path)
    expect(iconBeside(title)).toBe(icon)
  })
})
