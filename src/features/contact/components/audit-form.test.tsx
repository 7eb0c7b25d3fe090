import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http, HttpResponse } from 'msw'
import { describe, expect, it, vi } from 'vitest'
import { CONTACT_FORM_URL } from '../../../../mocks/handlers/contact'
import { server } from '../../../../mocks/node'
import { renderWithProviders } from '../../../../tests/render'
import { WEBSITE_NOT_PUBLIC } from '../schemas'
import { AuditForm } from './audit-form'

const { notify } = vi.hoisted(() => ({
  notify: vi.fn<(kind: string, title: string, description: string) => void>(),
}))
vi.mock('~/lib/notify', () => ({ notify }))

const NOT_PUBLIC = 'Please enter the address of a public website. We cannot audit a local or private network address, such as localhost, 10.0.0.1 or 192.168.1.1.'

async function fill(website: string) {
  const user = userEvent.setup()
  await renderWithProviders(<AuditForm />)
  await user.type(screen.getByRole('textbox', { name: /website/i }), website)
  await user.type(screen.getByRole('textbox', { name: /full name/i }), 'Ayşe Demir')
  await user.type(screen.getByRole('textbox', { name: /email/i }), 'ayse@ege-makina.example')
  await user.type(screen.getByRole('textbox', { name: /phone/i }), '+90 222 555 01 02')
  await user.type(screen.getByRole('textbox', { name: /company/i }), 'Ege Makina')
  await user.click(screen.getByRole('button', { name: 'Request my free audit' }))
}

describe('AuditForm', () => {
  it('refuses a private address with a field error and sends nothing', async () => {
    const bodies: unknown[] = []
    server.use(http.post(CONTACT_FORM_URL, async ({ request }) => (bodies.push(await request.json()), HttpResponse.json({ id: 'c-1', success: true }))))
    await fill('10.0.0.1')
    const website = screen.getByRole('textbox', { name: /website/i })
    await waitFor(() => expect(website).toHaveAttribute('aria-invalid', 'true'))
    expect(website).toHaveFocus()
    expect(screen.getAllByText(NOT_PUBLIC).length).toBeGreaterThan(0)
    expect(bodies).toEqual([])
  })

  it("shows the service's refusal of the address as the field's error, not as a failed send", async () => {
    notify.mockClear()
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined)
    server.use(http.post(CONTACT_FORM_URL, () => HttpResponse.json({ success: false, errors: [`Website: ${WEBSITE_NOT_PUBLIC}`] }, { status: 400 })))
    await fill('intranet.example')
    const website = screen.getByRole('textbox', { name: /website/i })
    await waitFor(() => expect(website).toHaveAttribute('aria-invalid', 'true'))
    expect(website).toHaveFocus()
    expect(website).toHaveValue('intranet.example')
    expect(screen.getAllByText(NOT_PUBLIC).length).toBeGreaterThan(0)
    expect(notify).not.toHaveBeenCalled()
    error.mockRestore()
  })
})
