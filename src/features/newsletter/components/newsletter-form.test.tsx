import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { delay, http, HttpResponse } from 'msw'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import {
  newsletterNetworkError,
  newsletterNullAnswer,
  newsletterServerError,
} from '../../../../mocks/handlers/newsletter'
import { server } from '../../../../mocks/node'
import { renderWithProviders } from '../../../../tests/render'
import { notify } from '~/lib/notify'
import { NewsletterForm } from './newsletter-form'

vi.mock('~/lib/notify', () => ({ notify: vi.fn(() => Promise.resolve()) }))

const ENDPOINT = 'api/v1/Site/ContactEmail/Create'
let bodies: unknown[] = []

function recordRequests() {
  bodies = []
  server.events.on('request:start', ({ request }) => {
    if (request.url.endsWith(ENDPOINT)) bodies.push(request.clone().json())
  })
}

beforeEach(() => {
  vi.mocked(notify).mockClear()
  recordRequests()
})
afterEach(() => server.events.removeAllListeners())

async function setup(lang: 'en' | 'tr' | 'de' = 'en') {
  const user = userEvent.setup()
  await renderWithProviders(<NewsletterForm />, { lang })
  const input = screen.getByRole('textbox')
  const button = screen.getByRole('button')
  return { user, input, button }
}

describe('NewsletterForm', () => {
  it('has a label and the email autocomplete hint', async () => {
    const { input } = await setup()
    expect(input).toHaveAccessibleName('Email address')
    expect(input).toHaveAttribute('autocomplete', 'email')
    expect(input).not.toHaveAttribute('aria-invalid')
  })

  it('sends nothing when empty or invalid and shows the message after the attempt', async () => {
    const { user, input, button } = await setup()
    await user.click(button)
    expect(await screen.findByText('Please enter your email')).toBeInTheDocument()
    expect(input).toHaveAttribute('aria-invalid', 'true')
    expect(input).toHaveAccessibleDescription('Please enter your email')
    expect(input).toHaveFocus()

    await user.type(input, 'not-an-email')
    await user.click(button)
    expect(input).toHaveAttribute('aria-invalid', 'true')
    expect(bodies).toHaveLength(0)
    expect(notify).not.toHaveBeenCalled()
  })

  it('clears the error live once the address is corrected', async () => {
    const { user, input, button } = await setup()
    await user.type(input, 'ada@')
    await user.click(button)
    expect(input).toHaveAttribute('aria-invalid', 'true')
    await user.type(input, 'example.com')
    await waitFor(() => expect(input).not.toHaveAttribute('aria-invalid'))
  })

  it('posts {Email} and shows the success toast', async () => {
    const { user, input, button } = await setup()
    await user.type(input, ' ada@example.com ')
    await user.click(button)
    await waitFor(() => expect(notify).toHaveBeenCalledWith('success', 'Success', 'Sent Successfully'))
    expect(await Promise.all(bodies)).toEqual([{ Email: 'ada@example.com' }])
    expect(button).toBeEnabled()
    expect(input).toHaveValue('')
  })

  it('translates the toast and the message (tr)', async () => {
    const { user, input, button } = await setup('tr')
    await user.click(button)
    expect(await screen.findByText('Lütfen e-posta adresinizi girin')).toBeInTheDocument()
    await user.type(input, 'ada@example.com')
    await user.click(button)
    await waitFor(() => expect(notify).toHaveBeenCalledWith('success', 'Başarılı', 'Başarıyla gönderildi'))
  })

  it.each([
    ['a server error', newsletterServerError],
    ['a network failure', newsletterNetworkError],
    ['a null answer', newsletterNullAnswer],
  ])('shows the error toast, logs and keeps the value on %s', async (_, handler) => {
    server.use(handler)
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined)
    const { user, input, button } = await setup()
    await user.type(input, 'ada@example.com')
    await user.click(button)
    await waitFor(() => expect(notify).toHaveBeenCalledWith('error', 'Error', 'An error was encountered'))
    expect(logged).toHaveBeenCalled()
    expect(input).toHaveValue('ada@example.com')
    expect(button).toBeEnabled()
  })

  it('disables the button while sending and sends one request for a double click', async () => {
    server.use(
      http.post(`*/${ENDPOINT}`, async () => {
        // Long enough that a busy machine still sees the request in flight.
        await delay(500)
        return HttpResponse.json({ success: true })
      }),
    )
    const { user, input, button } = await setup()
    await user.type(input, 'ada@example.com')
    await user.dblClick(button)
    expect(button).toBeDisabled()
    await waitFor(() => expect(notify).toHaveBeenCalledTimes(1))
    expect(bodies).toHaveLength(1)
    expect(button).toBeEnabled()
  })
})
