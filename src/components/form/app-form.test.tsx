import { revalidateLogic } from '@tanstack/react-form'
import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import * as v from 'valibot'
import { describe, expect, it } from 'vitest'
import { renderWithProviders } from '../../../tests/render'
import { useAppForm } from './app-form'

const schema = v.object({
  email: v.pipe(v.string(), v.email('Please enter your email')),
  password: v.pipe(v.string(), v.minLength(8, 'Use at least 8 characters')),
})

function Form() {
  const form = useAppForm({
    defaultValues: { email: '', password: '' },
    validationLogic: revalidateLogic(),
    validators: { onDynamic: schema },
  })
  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault()
        void form.handleSubmit()
      }}
    >
      <form.AppField name="email">{(field) => <field.EmailField id="f-email" autoComplete="email" label="Email" maxLength={254} />}</form.AppField>
      <form.AppField name="password">
        {(field) => <field.PasswordField id="f-password" autoComplete="new-password" label="Password" hint="8 or more characters" />}
      </form.AppField>
      <button type="submit">Send</button>
    </form>
  )
}

describe('the shared form fields', () => {
  it('are labelled, typed, and tie their hint and first error to the control', async () => {
    await renderWithProviders(<Form />)
    const email = screen.getByRole('textbox', { name: 'Email' })
    const password = screen.getByLabelText('Password')
    expect(email).toHaveAttribute('type', 'email')
    expect(email).toHaveAttribute('name', 'email')
    expect(email).toHaveAttribute('maxlength', '254')
    expect(password).toHaveAttribute('type', 'password')
    expect(password).toHaveAccessibleDescription('8 or more characters')
    expect(email).not.toHaveAttribute('aria-invalid')

    await userEvent.click(screen.getByRole('button', { name: 'Send' }))
    expect(email).toHaveAttribute('aria-invalid', 'true')
    expect(email).toHaveAccessibleDescription('Please enter your email')
    expect(password).toHaveAccessibleDescription('8 or more characters Use at least 8 characters')

    // After a submit, corrections are checked as they are typed.
    await userEvent.type(email, 'ayse@example.com')
    expect(email).not.toHaveAttribute('aria-invalid')
    expect(email).toHaveValue('ayse@example.com')
    expect(screen.queryByText('Please enter your email')).not.toBeInTheDocument()
  })
})
