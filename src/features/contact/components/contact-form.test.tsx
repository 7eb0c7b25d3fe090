import { I18nProvider } from '@lingui/react'
import { QueryClientProvider } from '@tanstack/react-query'
import { act, screen, waitFor } from '@testing-library/react'
import userEvent, { type UserEvent } from '@testing-library/user-event'
import { http, HttpResponse } from 'msw'
import * as v from 'valibot'
import { hydrateRoot } from 'react-dom/client'
import { renderToString } from 'react-dom/server'
import { describe, expect, it, vi } from 'vitest'
import {
  CONTACT_FORM_URL,
  contactNetworkError,
  contactNullAnswer,
  contactServerError,
} from '../../../../mocks/handlers/contact'
import { server } from '../../../../mocks/node'
import { startPage } from '../../../../scripts/deferred-start'
import { renderWithProviders } from '../../../../tests/render'
import { loadI18n } from '~/lib/i18n'
import { HYDRATED_ATTRIBUTE } from '~/lib/layout'
import { createQueryClient } from '~/lib/query-client'
import { ContactFormRequestSchema, type ContactFormRequest } from '../schemas'
import { ContactForm } from './contact-form'

const { notify } = vi.hoisted(() => ({
  notify: vi.fn<(kind: string, title: string, description: string) => void>(),
}))
vi.mock('~/lib/notify', () => ({ notify }))

/** Answers like the mock service and records every body it receives; `hold` delays the answers. */
function captureRequests(options: { hold?: Promise<void> } = {}) {
  const bodies: unknown[] = []
  server.use(
    http.post(CONTACT_FORM_URL, async ({ request }) => {
      const body: unknown = await request.json()
      bodies.push(body)
      await options.hold
      return v.is(ContactFormRequestSchema, body)
        ? HttpResponse.json({ id: 'c-1', success: true })
        : HttpResponse.json({ success: false }, { status: 400 })
    }),
  )
  return bodies
}

const fields = () => ({
  name: screen.getByRole('textbox', { name: /full name/i }),
  email: screen.getByRole('textbox', { name: /email/i }),
  number: screen.getByRole('textbox', { name: /phone/i }),
  company: screen.getByRole('textbox', { name: /company/i }),
  message: screen.getByRole('textbox', { name: /message/i }),
})
const submitButton = () => screen.getByRole('button', { name: /send message|sending/i })

async function fillValid(user: UserEvent) {
  const f = fields()
  await user.type(f.name, 'Ayşe Yılmaz')
  await user.type(f.email, 'ayse@example.com')
  await user.type(f.number, '(532) 123 45 67')
  await user.type(f.company, 'Örnek A.Ş.')
  await user.type(f.message, 'Bir teklif almak istiyoruz.')
}

const expectedBody = {
  NameSurname: 'Ayşe Yılmaz',
  Email: 'ayse@example.com',
  Phone: '(532) 123 45 67',
  Company: 'Örnek A.Ş.',
  Message: 'Bir teklif almak istiyoruz.',
} satisfies ContactFormRequest

describe('ContactForm', () => {
  it('labels every control, marks name, email and message required, phone and company optional, and gives an example phone', async () => {
    await renderWithProviders(<ContactForm />)
    const f = fields()
    for (const [name, control] of Object.entries(f)) {
      expect(control).toHaveAttribute('name', name)
      expect(control).not.toHaveAttribute('aria-invalid')
    }
    for (const control of [f.name, f.email, f.message]) {
      expect(control).toBeRequired()
      expect(control).toHaveAttribute('aria-required', 'true')
    }
    for (const control of [f.number, f.company]) {
      expect(control).not.toBeRequired()
      expect(control).not.toHaveAttribute('aria-required')
    }
    expect(f.number).toHaveAccessibleName('Phone (optional)')
    expect(f.company).toHaveAccessibleName('Company (optional)')
    expect(f.name).toHaveAttribute('autocomplete', 'name')
    expect(f.email).toHaveAttribute('autocomplete', 'email')
    expect(f.number).toHaveAttribute('autocomplete', 'tel')
    expect(f.number).toHaveAttribute('placeholder', 'e.g. +44 20 7946 0958')
    expect(f.company).toHaveAttribute('autocomplete', 'organization')
    expect(screen.getByText('Full name').parentElement?.querySelector('[aria-hidden="true"]')).toHaveTextContent('*')
    expect(screen.getByText('Phone (optional)').querySelector('[aria-hidden="true"]')).toBeNull()
  })

  it.each([
    ['tr', '+90 222'],
    ['de', '+49 30'],
  ] as const)('gives the example phone of the page language (%s)', async (lang, prefix) => {
    await renderWithProviders(<ContactForm />, { lang })
    expect(screen.getByRole('textbox', { name: /^telefon/i }).getAttribute('placeholder')).toContain(prefix)
  })

  it('shows the three messages of the required fields on an empty submit, focuses the first field and sends nothing', async () => {
    const bodies = captureRequests()
    const user = userEvent.setup()
    const { container } = await renderWithProviders(<ContactForm />)
    await user.click(submitButton())

    const f = fields()
    const messages = new Map([
      [f.name, 'Please enter your name'],
      [f.email, 'Please enter your email'],
      [f.message, 'Please enter your message'],
    ])
    for (const [control, message] of messages) {
      expect(control).toHaveAttribute('aria-invalid', 'true')
      expect(control).toHaveAccessibleDescription(message)
    }
    for (const control of [f.number, f.company]) expect(control).not.toHaveAttribute('aria-invalid')
    expect(f.name).toHaveFocus()
    expect(screen.getByRole('status')).toHaveTextContent('Please correct the 3 highlighted fields.')
    expect(container.querySelector('form')).toHaveAttribute('data-submitted', 'true')
    expect(bodies).toEqual([])
    expect(notify).not.toHaveBeenCalled()
  })

  it('clears a message as soon as the field is corrected', async () => {
    const user = userEvent.setup()
    await renderWithProviders(<ContactForm />)
    await user.click(submitButton())
    await user.type(fields().name, 'Ayşe')
    expect(fields().name).not.toHaveAttribute('aria-invalid')
    expect(screen.queryByText('Please enter your name')).not.toBeInTheDocument()
    expect(screen.getByRole('status')).toHaveTextContent('Please correct the 2 highlighted fields.')
  })

  it('sends name, email and message alone when phone and company are left empty', async () => {
    const bodies = captureRequests()
    const user = userEvent.setup()
    await renderWithProviders(<ContactForm />)
    await user.type(fields().name, expectedBody.NameSurname)
    await user.type(fields().email, expectedBody.Email)
    await user.type(fields().message, expectedBody.Message)
    await user.click(submitButton())
    await waitFor(() => expect(notify).toHaveBeenCalledWith('success', 'Success', 'Sent Successfully'))
    expect(bodies).toEqual([{ NameSurname: expectedBody.NameSurname, Email: expectedBody.Email, Message: expectedBody.Message }])
  })

  it('refuses a phone that is not one, and says it may be left empty', async () => {
    const bodies = captureRequests()
    const user = userEvent.setup()
    await renderWithProviders(<ContactForm />)
    await fillValid(user)
    await user.clear(fields().number)
    await user.type(fields().number, 'call me')
    await user.click(submitButton())
    expect(fields().number).toHaveAttribute('aria-invalid', 'true')
    expect(fields().number).toHaveAccessibleDescription('Please enter a phone number with at least seven digits, or leave the field empty')
    expect(fields().number).toHaveFocus()
    expect(bodies).toEqual([])
  })

  it('rejects a bad email without a request and focuses it', async () => {
    const bodies = captureRequests()
    const user = userEvent.setup()
    await renderWithProviders(<ContactForm />)
    await fillValid(user)
    await user.clear(fields().email)
    await user.type(fields().email, 'ayse@example')
    await user.click(submitButton())

    expect(fields().email).toHaveAttribute('aria-invalid', 'true')
    expect(fields().email).toHaveAccessibleDescription('Please enter your email')
    expect(fields().email).toHaveFocus()
    expect(screen.getAllByText(/^Please enter/)).toHaveLength(1)
    expect(bodies).toEqual([])
  })

  it('shows the messages in the page language', async () => {
    const user = userEvent.setup()
    await renderWithProviders(<ContactForm />, { lang: 'tr' })
    await user.click(screen.getByRole('button', { name: 'Mesajı gönder' }))
    expect(screen.getByRole('textbox', { name: /ad soyad/i })).toHaveAccessibleDescription('Lütfen adınızı girin')
    expect(screen.getByText('Lütfen mesajınızı girin')).toBeInTheDocument()
    expect(screen.getByRole('textbox', { name: 'Şirket (isteğe bağlı)' })).not.toHaveAttribute('aria-invalid')
  })

  it('sends the form once, shows progress, then confirms and resets', async () => {
    let release = () => {}
    const bodies = captureRequests({ hold: new Promise<void>((resolve) => (release = resolve)) })
    const user = userEvent.setup()
    await renderWithProviders(<ContactForm />)
    await fillValid(user)
    await user.dblClick(submitButton())

    await waitFor(() => expect(bodies).toHaveLength(1))
    expect(submitButton()).toBeDisabled()
    expect(submitButton()).toHaveAttribute('aria-busy', 'true')
    expect(submitButton()).toHaveTextContent('Sending…')
    release()

    await waitFor(() => expect(notify).toHaveBeenCalledWith('success', 'Success', 'Sent Successfully'))
    expect(bodies).toEqual([expectedBody])
    for (const control of Object.values(fields())) expect(control).toHaveValue('')
    await waitFor(() => expect(submitButton()).toBeEnabled())
    expect(submitButton()).toHaveAttribute('aria-busy', 'false')
    expect(screen.queryByText(/^Please enter/)).not.toBeInTheDocument()
    expect(bodies).toHaveLength(1)
  })

  it.each([
    ['a server error', contactServerError],
    ['a network failure', contactNetworkError],
    ['a null answer', contactNullAnswer],
  ])('keeps every value after %s, logs it and lets the visitor retry', async (_case, handler) => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {})
    server.use(handler)
    const user = userEvent.setup()
    await renderWithProviders(<ContactForm />)
    await fillValid(user)
    await user.click(submitButton())

    await waitFor(() => expect(notify).toHaveBeenCalledWith('error', 'Error', 'An error was encountered'))
    expect(consoleError).toHaveBeenCalledTimes(1)
    expect(consoleError.mock.calls[0]?.[0]).toBeInstanceOf(Error)
    const f = fields()
    expect(f.name).toHaveValue(expectedBody.NameSurname)
    expect(f.email).toHaveValue(expectedBody.Email)
    expect(f.number).toHaveValue(expectedBody.Phone)
    expect(f.company).toHaveValue(expectedBody.Company)
    expect(f.message).toHaveValue(expectedBody.Message)
    await waitFor(() => expect(submitButton()).toBeEnabled())
    expect(notify).not.toHaveBeenCalledWith('success', expect.anything(), expect.anything())

    const bodies = captureRequests()
    await user.click(submitButton())
    await waitFor(() => expect(notify).toHaveBeenCalledWith('success', 'Success', 'Sent Successfully'))
    expect(bodies).toEqual([expectedBody])
  })

  it('keeps, through the page\'s start script, what was typed into the prerendered form before it hydrated, and cannot be sent before', async () => {
    const bodies = captureRequests()
    const i18n = await loadI18n('en')
    const tree = (
      <I18nProvider i18n={i18n}>
        <QueryClientProvider client={createQueryClient()}>
          <ContactForm />
        </QueryClientProvider>
      </I18nProvider>
    )
    const container = document.createElement('div')
    container.innerHTML = renderToString(tree)
    document.body.append(container)
    startPage(document.createElement('script'), HYDRATED_ATTRIBUTE)
    // The prerendered button is disabled: no click is lost and Enter submits nothing natively.
    expect(submitButton()).toBeDisabled()
    // The visitor types before the form's code has arrived.
    const typed = { ...expectedBody, Message: '' }
    const typeBeforeHydration = (control: HTMLElement, value: string) => {
      if (!(control instanceof HTMLInputElement)) return
      control.value = value
      control.dispatchEvent(new Event('input', { bubbles: true }))
    }
    typeBeforeHydration(fields().name, typed.NameSurname)
    typeBeforeHydration(fields().email, typed.Email)
    typeBeforeHydration(fields().number, typed.Phone)
    typeBeforeHydration(fields().company, typed.Company)
    expect(fields().company).toHaveValue(typed.Company)

    const root = await act(async () => hydrateRoot(container, tree))
    await waitFor(() => expect(submitButton()).toBeEnabled())
    // The page reports itself interactive (the site's layout does), and the start script hands the text over.
    await act(async () => {
      document.documentElement.setAttribute(HYDRATED_ATTRIBUTE, '')
      await Promise.resolve()
    })
    const user = userEvent.setup()
    // Typing elsewhere re-renders the form; the earlier text must survive it.
    await user.type(fields().message, expectedBody.Message)
    expect(fields().name).toHaveValue(expectedBody.NameSurname)
    await user.click(submitButton())
    await waitFor(() => expect(notify).toHaveBeenCalledWith('success', 'Success', 'Sent Successfully'))
    expect(bodies).toEqual([expectedBody])
    act(() => root.unmount())
    container.remove()
    document.documentElement.removeAttribute(HYDRATED_ATTRIBUTE)
  })
})
