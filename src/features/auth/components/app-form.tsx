import { useLingui } from '@lingui/react/macro'
import { extendForm, PasswordField } from '~/components/form/app-form'
import { MAX_PASSWORD_LENGTH, MIN_PASSWORD_LENGTH } from '../schemas'

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

/** The site's form kit with the auth forms' own field. */
export const { useAppForm } = extendForm({ fieldComponents: { NewPasswordField } })
