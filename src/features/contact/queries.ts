import { mutationOptions, useMutation } from '@tanstack/react-query'
import { sendContactForm } from './api'

export const contactMutationOptions = () =>
  mutationOptions({
    mutationKey: ['contact', 'create'],
    mutationFn: sendContactForm,
  })

export function useContactFormMutation() {
  return useMutation(contactMutationOptions())
}
