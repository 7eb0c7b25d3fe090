import { revalidateLogic } from '@tanstack/react-form'
import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import * as v from 'valibot'
import { describe, expect, it } from 'vitest'
import { renderWithProviders } from '../../../tests/render'
import { useAppForm, useControlIds } from './app-form'

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

const choiceSchema = v.object({
  name: v.pipe(v.string(), v.nonEmpty('Please enter your name')),
  plan: v.picklist(['starter', 'growth'], 'Please choose a plan'),
})

function ChoiceForm() {
  const controls = useControlIds(['name', 'plan'] as const)
  const form = useAppForm({
    defaultValues: { name: '', plan: '' },
    validationLogic: revalidateLogic(),
    validators: { onDynamic: choiceSchema },
    onSubmitInvalid: ({ formApi }) => controls.focusFirstInvalid(formApi),
  })
  return (
    <form.AppForm>
      <form.Form aria-label="Plan request">
        <form.RequiredFieldsNote />
        <form.InvalidFieldsSummary />
        <form.AppField name="name">{(field) => <field.TextField id={controls.id('name')} autoComplete="name" label="Full name" markRequired />}</form.AppField>
        <form.AppField name="plan">
          {(field) => (
            <field.RadioGroupField
              id={controls.id('plan')}
              legend="Which plan would you like?"
              options={[
                { value: 'starter', label: 'Starter' },
                { value: 'growth', label: 'Growth' },
              ]}
            />
          )}
        </form.AppField>
        <form.SubmitButton label="Send" />
      </form.Form>
    </form.AppForm>
  )
}

describe('the form kit', () => {
  it('says what the asterisk means, names the radio group by its legend and ties its error to it, and focuses the first invalid field', async () => {
    await renderWithProviders(<ChoiceForm />)
    expect(screen.getByText('Fields marked with an asterisk (*) are required.')).toBeInTheDocument()
    const group = screen.getByRole('group', { name: 'Which plan would you like?' })
    expect(group).not.toHaveAccessibleDescription()

    await userEvent.click(screen.getByRole('button', { name: 'Send' }))
    expect(screen.getByRole('textbox', { name: /Full name/ })).toHaveFocus()
    expect(group).toHaveAccessibleDescription('Please choose a plan')
    expect(screen.getByRole('status')).toHaveTextContent('Please correct the 2 highlighted fields.')

    await userEvent.type(screen.getByRole('textbox', { name: /Full name/ }), 'Ayşe Demir')
    await userEvent.click(screen.getByRole('radio', { name: 'Growth' }))
    expect(screen.getByRole('radio', { name: 'Growth' })).toBeChecked()
    expect(group).not.toHaveAccessibleDescription()
    expect(screen.getByRole('textbox', { name: /Full name/ })).toHaveValue('Ayşe Demir')
  })
})
