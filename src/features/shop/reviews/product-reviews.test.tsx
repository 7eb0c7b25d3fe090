import { createMemoryHistory, createRouter, RouterContextProvider } from '@tanstack/react-router'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { DEMO_USER } from '../../../../mocks/fixtures/account'
import { issueToken, resetAuthMockState } from '../../../../mocks/handlers/auth'
import { resetPostedReviews, reviewPostServerError } from '../../../../mocks/handlers/reviews'
import { server } from '../../../../mocks/node'
import { renderWithProviders } from '../../../../tests/render'
import type { Lang } from '~/lib/languages'
import { createQueryClient } from '~/lib/query-client'
import { routeTree } from '~/routeTree.gen'
import { fetchProduct } from '../catalog/api'
import { ProductReviews, type ReviewSession } from './product-reviews'

const { notify } = vi.hoisted(() => ({
  notify: vi.fn<(kind: string, title: string, description: string) => void>(),
}))
vi.mock('~/lib/notify', () => ({ notify }))

async function renderReviews(lang: Lang, token: string | null) {
  const product = await fetchProduct(lang, 'storm-hoodie')
  if (product === null) throw new Error('The hoodie is missing from the catalog')
  const session: ReviewSession = { token: () => token, onRefused: vi.fn() }
  // The sign-in link comes back to the page it is on: the product's, under the site's router.
  const router = createRouter({ routeTree, history: createMemoryHistory({ initialEntries: [`/${lang}/shop/single/storm-hoodie`] }), context: { queryClient: createQueryClient() } })
  await renderWithProviders(
    <RouterContextProvider router={router}>
      <ProductReviews product={product} lang={lang} session={session} />
    </RouterContextProvider>,
    { lang },
  )
  return session
}

beforeEach(() => {
  resetAuthMockState()
  resetPostedReviews()
})

describe('ProductReviews', () => {
  it('shows the summary and pages of five in the page language, and pages on', async () => {
    await renderReviews('de', null)
    const first = await screen.findByRole('list', { name: 'Bewertungen, Seite 1 von 26' })
    expect(within(first).getAllByRole('article')).toHaveLength(5)
    expect(screen.getByText('4,6 von 5, 128 Bewertungen')).toBeInTheDocument()
    for (const time of first.querySelectorAll('time')) expect(time.textContent).toMatch(/^\d{1,2}\. \p{L}+ 2026$/u)
    expect(screen.getByRole('link', { name: 'Zum Bewerten anmelden' })).toHaveAttribute('href', '/de/auth/sign-in?returnUrl=%2Fde%2Fshop%2Fsingle%2Fstorm-hoodie')
    expect(screen.queryByRole('form')).not.toBeInTheDocument()

    await userEvent.click(screen.getByRole('button', { name: 'Weitere Bewertungen' }))
    const second = await screen.findByRole('list', { name: 'Bewertungen, Seite 2 von 26' })
    expect(within(second).getAllByRole('article')).toHaveLength(5)
    await waitFor(() => expect(second.parentElement).toHaveFocus())
  })

  it('checks a review, then publishes it with a toast and shows it first', async () => {
    await renderReviews('en', issueToken(DEMO_USER))
    const form = await screen.findByRole('form', { name: 'Write a review' })
    await userEvent.click(within(form).getByRole('button', { name: 'Publish review' }))
    expect(await within(form).findByText('Please choose a rating from 1 to 5 stars')).toBeInTheDocument()
    expect(within(form).getByText('Please write your review')).toBeInTheDocument()
    expect(within(form).getByRole('radio', { name: '1 star' })).toHaveFocus()

    await userEvent.click(within(form).getByRole('radio', { name: '5 stars' }))
    await userEvent.type(within(form).getByRole('textbox', { name: 'Title' }), 'Warm and soft')
    await userEvent.type(within(form).getByRole('textbox', { name: 'Your review' }), 'The hood keeps the wind out.')
    await userEvent.click(within(form).getByRole('button', { name: 'Publish review' }))
    await waitFor(() => expect(notify).toHaveBeenCalledWith('success', 'Thank you', 'Your review of Storm hoodie is published.'))
    const list = await screen.findByRole('list', { name: 'Reviews, page 1 of 26' })
    await waitFor(() => expect(within(list).getAllByRole('article')[0]).toHaveTextContent(`Warm and soft`))
    expect(within(list).getAllByRole('article')[0]).toHaveTextContent(DEMO_USER.name)
    expect(await screen.findByText('4.6 out of 5, 129 reviews')).toBeInTheDocument()
    expect(within(form).getByRole('textbox', { name: 'Title' })).toHaveValue('')
  })

  it('keeps everything typed when the service fails', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined)
    server.use(reviewPostServerError)
    await renderReviews('en', issueToken(DEMO_USER))
    const form = await screen.findByRole('form', { name: 'Write a review' })
    await userEvent.click(within(form).getByRole('radio', { name: '2 stars' }))
    await userEvent.type(within(form).getByRole('textbox', { name: 'Title' }), 'Runs small')
    await userEvent.type(within(form).getByRole('textbox', { name: 'Your review' }), 'Order one size up.')
    await userEvent.click(within(form).getByRole('button', { name: 'Publish review' }))
    await waitFor(() => expect(notify).toHaveBeenCalledWith('error', 'Error', 'Your review could not be sent. Your text is kept: please try again.'))
    expect(error).toHaveBeenCalled()
    expect(within(form).getByRole('radio', { name: '2 stars' })).toBeChecked()
    expect(within(form).getByRole('textbox', { name: 'Title' })).toHaveValue('Runs small')
    expect(within(form).getByRole('textbox', { name: 'Your review' })).toHaveValue('Order one size up.')
  })
})
