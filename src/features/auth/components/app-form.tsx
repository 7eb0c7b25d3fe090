import { createFormHook, createFormHookContexts } from '@tanstack/react-form'
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

export const { useAppForm } = createFormHook({
  fieldContext,
  formContext,
  fieldComponents: { TextField, EmailField, PasswordField },
  formComponents: {},
})
