import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http, HttpResponse } from 'msw'
import * as v from 'valibot'
import { describe, expect, it, vi } from 'vitest'
import { CONTACT_FORM_URL, contactServerError } from '../../../../mocks/handlers/contact'
import { server } from '../../../../mocks/node'
import { renderWithProviders } from '../../../../tests/render'
import { ContactFormRequestSchema } from '../schemas'
import { DemoRequestForm } from './demo-request-form'

const { notify } = vi.hoisted(() => ({
  notify: vi.fn<(kind: string, title: string, description: string) => void>(),
}))
vi.mock('~/lib/notify', () => ({ notify }))

/** Answers like the mock service and records every body it receives. */
function captureRequests() {
  const bodies: unknown[] = []
  server.use(
    http.post(CONTACT_FORM_URL, async ({ request }) => {
      const body: unknown = await request.json()
      bodies.push(body)
      return v.is(ContactFormRequestSchema, body) ? HttpResponse.json({ id: 'c-1', success: true }) : HttpResponse.json({ success: false }, { status: 400 })
    }),
  )
  return bodies
}

const fields = () => ({
  name: screen.getByRole('textbox', { name: /full name/i }),
  email: screen.getByRole('textbox', { name: /work email/i }),
  company: screen.getByRole('textbox', { name: /company/i }),
  phone: screen.getByRole('textbox', { name: /phone/i }),
  message: screen.getByRole('textbox', { name: /message/i }),
})

describe('DemoRequestForm', () => {
  it('requires name, email and company only, and offers the products as a radio group', async () => {
    await renderWithProviders(<DemoRequestForm kind="demo" />)
    const f = fields()
    for (const control of [f.name, f.email, f.company]) expect(control).toBeRequired()
    for (const control of [f.phone, f.message]) expect(control).not.toBeRequired()
    const group = screen.getByRole('group', { name: 'Which product would you like to see?' })
    expect(group).toBeInTheDocument()
    expect(screen.getAllByRole('radio').map((radio) => radio.getAttribute('value'))).toEqual(['plan', 'field', 'link', 'insight', 'sense', 'platform', 'unsure'])
    expect(screen.getByRole('radio', { name: 'Not sure yet' })).toBeChecked()
  })

  it('shows every missing field, focuses the first and sends nothing', async () => {
    const bodies = captureRequests()
    const user = userEvent.setup()
    await renderWithProviders(<DemoRequestForm kind="demo" />)
    await user.click(screen.getByRole('button', { name: 'Request a demo' }))
    await waitFor(() => expect(fields().name).toHaveAttribute('aria-invalid', 'true'))
    expect(fields().name).toHaveFocus()
    expect(fields().email).toHaveAttribute('aria-invalid', 'true')
    expect(fields().company).toHaveAttribute('aria-invalid', 'true')
    expect(fields().phone).not.toHaveAttribute('aria-invalid')
    expect(bodies).toHaveLength(0)
  })

  it('keeps everything after a failed request, then sends the consultation with its topic and resets', async () => {
    notify.mockClear()
    server.use(contactServerError)
    const user = userEvent.setup()
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined)
    await renderWithProviders(<DemoRequestForm kind="consultation" />)
    const f = fields()
    await user.type(f.name, 'Ayşe Demir')
    await user.type(f.email, 'ayse@ege-makina.example')
    await user.type(f.company, 'Ege Makina')
    await user.click(screen.getByRole('radio', { name: 'Multi-currency and consolidation' }))
    await user.click(screen.getByRole('button', { name: 'Book a consultation' }))
    await waitFor(() => expect(notify).toHaveBeenCalledWith('error', 'Error', 'Your request could not be sent. Please try again; what you typed is still here.'))
    expect(fields().name).toHaveValue('Ayşe Demir')
    expect(screen.getByRole('radio', { name: 'Multi-currency and consolidation' })).toBeChecked()
    error.mockRestore()

    const bodies = captureRequests()
    await waitFor(() => expect(screen.getByRole('button', { name: 'Book a consultation' })).toBeEnabled())
    await user.click(screen.getByRole('button', { name: 'Book a consultation' }))
    await waitFor(() => expect(notify).toHaveBeenCalledWith('success', 'Consultation booked', expect.any(String)))
    expect(bodies).toEqual([
      { NameSurname: 'Ayşe Demir', Email: 'ayse@ege-makina.example', Company: 'Ege Makina', Message: 'Consultation requested: Multi-currency and consolidation' },
    ])
    expect(fields().name).toHaveValue('')
    expect(screen.getByRole('radio', { name: 'Not sure yet' })).toBeChecked()
  })
})
