import { useLingui } from '@lingui/react/macro'
import { createFormHook, createFormHookContexts } from '@tanstack/react-form'
import { MAX_PASSWORD_LENGTH, MIN_PASSWORD_LENGTH } from '../schemas'
import { LabelledInput, type FieldProps } from './form-controls'

/**
 * The auth and account forms' TanStack Form hook: `useAppForm` is `useForm` whose `AppField`
 * renders the shared fields below, each wired to its field (value, change, blur, first error).
 */
const { fieldContext, formContext, useFieldContext } = createFormHookContexts()

/** The message of a field's first error (valibot issues carry one), if any. */
function firstErrorMessage(errors: readonly unknown[]): string | undefined {
  const [error] = errors
  if (typeof error === 'string') return error
  if (typeof error === 'object' && error !== null && 'message' in error && typeof error.message === 'string') return error.message
  return undefined
}

function BoundInput({ type, ...props }: FieldProps & { type: 'text' | 'email' | 'password' }) {
  const field = useFieldContext<string>()
  return (
    <LabelledInput
      {...props}
      type={type}
      name={field.name}
      value={field.state.value}
      error={firstErrorMessage(field.state.meta.errors)}
      onChange={field.handleChange}
      onBlur={field.handleBlur}
    />
  )
}

export function TextField(props: FieldProps) {
  return <BoundInput type="text" {...props} />
}

export function EmailField(props: FieldProps) {
  return <BoundInput type="email" {...props} />
}

export function PasswordField(props: FieldProps) {
  return <BoundInput type="password" {...props} />
}

/**
 * A password the visitor chooses (sign-up, password change) or repeats: the browser may suggest
 * one, the length is capped, and the first of the pair (`withRules`) states the rules under it.
 */
export function NewPasswordField({ id, label, withRules = false }: { id: string; label: string; withRules?: boolean }) {
  const { t } = useLingui()
  return (
    <PasswordField
      id={id}
      label={label}
      autoComplete="new-password"
      maxLength={MAX_PASSWORD_LENGTH}
      hint={withRules ? t`At least ${MIN_PASSWORD_LENGTH} characters, with a letter and a digit.` : undefined}
    />
  )
}

export const { useAppForm } = createFormHook({
  fieldContext,
  formContext,
  fieldComponents: { TextField, EmailField, PasswordField, NewPasswordField },
  formComponents: {},
})
