import { act, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { createMemoryHistory, createRootRoute, createRouter, RouterProvider } from '@tanstack/react-router'
import type { ReactElement } from 'react'
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { renderWithProviders } from '../../../../tests/render'
import { say } from '../../../../tests/e2e/catalogs'
import { LazyClientLogoCarousel } from '~/components/carousel/lazy-client-logo-carousel'
import type { Lang } from '~/lib/languages'
import { yearsOfExperience } from '../lib/company'
import { CallToAction } from '~/components/sections/call-to-action'
import { CompanyStats } from './company-stats'
import { FeatureGroup } from './feature-group'
import { NewsletterForm } from '~/features/newsletter/components/newsletter-form'
import { Hero } from './hero'
import { HowWeWork } from './how-we-work'
import { WhatWeDo } from './what-we-do'

function stubReducedMotion(reduce: boolean) {
  vi.stubGlobal('matchMedia', (media: string) => ({
    matches: reduce,
    media,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
  }))
}

/** Sections with links need a router; a one-route router is enough to render hrefs. */
async function renderWithRouter(ui: ReactElement, lang: Lang = 'en') {
  const router = createRouter({
    routeTree: createRootRoute({ component: () => ui }),
    history: createMemoryHistory({ initialEntries: [`/${lang}`] }),
  })
  const result = await renderWithProviders(<RouterProvider router={router} />, { lang })
  await screen.findByRole('heading', { level: ui.type === Hero ? 1 : 2 })
  return result
}

// As the home route's loader does before the hero renders.
beforeAll(() => LazyClientLogoCarousel.preload())
beforeEach(() => stubReducedMotion(false))
afterEach(() => vi.unstubAllGlobals())

describe('Hero', () => {
  it('has the h1, a still sentence for screen readers and a hidden typing line', async () => {
    await renderWithRouter(<Hero lang="en" subscribeForm={<NewsletterForm />} />)
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Software that moves your business forward')
    const still = screen.getByText('We build web, mobile, desktop, AI, integration, data, DevOps and IoT solutions.')
    expect(still).toHaveClass('sr-only')
    expect(screen.getByText(/Solutions for/).closest('[aria-hidden="true"]')).not.toBeNull()
  })

  it('shows the dashboard of the language, drawn for each theme, as sized images that load as they near the screen', async () => {
    await renderWithRouter(<Hero lang="de" subscribeForm={<NewsletterForm />} />, 'de')
    // One picture per theme; CSS shows the theme's (jsdom applies no stylesheet, so both are here).
    const [light, dark] = screen.getAllByRole('img', { name: /Dashboard von Storm Software/ })
    expect(light).toHaveAttribute('src', '/images/home/dashboard-de.webp')
    expect(light).toHaveClass('dark:hidden')
    expect(dark).toHaveAttribute('src', '/images/home/dashboard-de-dark.webp')
    expect(dark).toHaveClass('hidden', 'dark:block')
    for (const dashboard of [light, dark]) {
      expect(dashboard).toHaveAttribute('loading', 'lazy')
      expect(dashboard).not.toHaveAttribute('fetchpriority')
      expect(dashboard).toHaveAttribute('width', '960')
      expect(dashboard).toHaveAttribute('height', '600')
    }
  })

  it('has the subscription form, both trust points and the logo carousel', async () => {
    await renderWithRouter(<Hero lang="tr" subscribeForm={<NewsletterForm />} />, 'tr')
    expect(screen.getByRole('textbox', { name: 'E-posta adresi' })).toBeInTheDocument()
    expect(screen.getByText('Güvenilirlik')).toBeInTheDocument()
    expect(screen.getByText('7/24 teknik destek')).toBeInTheDocument()
    expect(screen.getByRole('region', { name: 'Müşterilerimiz' })).toBeInTheDocument()
  })
})

describe('FeatureGroup', () => {
  it('shows the four cards and links to the contact page of the language', async () => {
    await renderWithRouter(<FeatureGroup lang="de" />, 'de')
    expect(screen.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent)).toEqual([
      'Nutzerzentriertes Design',
      'Modularer Ansatz',
      'Direkter Kontakt',
      'Datenschutz',
    ])
    expect(screen.getByRole('link', { name: /Kontaktieren Sie uns/ })).toHaveAttribute('href', '/de/contact')
  })
})

describe('WhatWeDo', () => {
  it('is one exclusive group of four details with the first one open', async () => {
    const { container } = await renderWithProviders(<WhatWeDo />)
    const items = container.querySelectorAll('details')
    expect(items).toHaveLength(4)
    expect([...items].map((item) => item.getAttribute('name'))).toEqual(Array(4).fill('what-we-do'))
    expect([...items].map((item) => item.open)).toEqual([true, false, false, false])
    expect(items[0]?.querySelector('summary')).toHaveTextContent('Web and mobile applications')
  })
})

describe('CompanyStats', () => {
  it('renders the final figures when it cannot animate (server, no IntersectionObserver)', async () => {
    await renderWithProviders(<CompanyStats lang="en" />)
    const years = String(yearsOfExperience(new Date().getFullYear()))
    for (const figure of [years, '120+', '200+', '600+']) {
      expect(screen.getAllByText(figure).length).toBeGreaterThan(0)
    }
    expect(screen.getByText('100% customer satisfaction')).toBeInTheDocument()
  })

  it('writes the percent the way the language does', async () => {
    await renderWithProviders(<CompanyStats lang="tr" />, { lang: 'tr' })
    expect(screen.getByText('%100 müşteri memnuniyeti')).toBeInTheDocument()
  })

  it('counts up once when scrolled into view, keeping the final figure for screen readers', async () => {
    vi.useFakeTimers({ toFake: ['requestAnimationFrame', 'cancelAnimationFrame', 'performance'] })
    let reveal: () => void = () => undefined
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        constructor(callback: IntersectionObserverCallback) {
          reveal = () => callback([{ isIntersecting: true } as IntersectionObserverEntry], this as never)
        }
        observe() {}
        disconnect() {}
      },
    )
    try {
      const { container } = await renderWithProviders(<CompanyStats lang="en" />)
      const visible = () => [...container.querySelectorAll('dd [aria-hidden] > span:last-child')].map((node) => node.textContent)
      expect(visible()).toEqual(['0', '0+', '0+', '0+'])
      expect(within(container).getByText('600+', { selector: '.sr-only' })).toBeInTheDocument()
      act(() => reveal())
      act(() => vi.advanceTimersByTime(1000))
      const halfway = Number(visible()[3]?.replace('+', ''))
      expect(halfway).toBeGreaterThan(300)
      expect(halfway).toBeLessThan(600)
      act(() => vi.advanceTimersByTime(1100))
      expect(visible()[3]).toBe('600+')
    } finally {
      vi.useRealTimers()
    }
  })
})

describe('HowWeWork', () => {
  it('lists four steps and five social links that open safely in a new tab', async () => {
    await renderWithProviders(<HowWeWork />)
    expect(within(screen.getByRole('list', { name: '' })).getAllByRole('listitem')).toHaveLength(4)
    const social = within(screen.getByRole('list', { name: 'Storm Software on social media' })).getAllByRole('link')
    expect(social).toHaveLength(5)
    for (const link of social) {
      expect(link).toHaveAttribute('target', '_blank')
      expect(link).toHaveAttribute('rel', 'noopener noreferrer')
      expect(link).toHaveAccessibleName(/\(opens in a new tab\)/)
    }
  })
})

describe('CallToAction', () => {
  it('lists the benefits and links to the contact page', async () => {
    await renderWithRouter(<CallToAction lang="tr" />, 'tr')
    expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent(say('tr', 'Ready to build something great together?'))
    expect(screen.getAllByRole('listitem')).toHaveLength(4)
    expect(screen.getByRole('link', { name: 'Projenizi başlatın' })).toHaveAttribute('href', '/tr/contact')
  })
})

describe('ClientLogoCarousel pause button', () => {
  it('toggles between pause and play', async () => {
    const user = userEvent.setup()
    await renderWithRouter(<Hero lang="en" subscribeForm={<NewsletterForm />} />)
    await user.click(screen.getByRole('button', { name: 'Pause the logo carousel' }))
    expect(screen.getByRole('button', { name: 'Play the logo carousel' })).toBeInTheDocument()
  })
})
