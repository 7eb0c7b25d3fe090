import { mutationOptions, useMutation } from '@tanstack/react-query'
import { useRef } from 'react'
import { sendContactForm } from './api'
import type { ContactFormRequest } from './schemas'

const contactMutationOptions = () =>
  mutationOptions({
    mutationKey: ['contact', 'create'],
    mutationFn: sendContactForm,
  })

/**
 * Sends requests to the contact service, one at a time (a second submit while one is under way does
 * nothing): `sent` runs once the service has confirmed, so a form resets only then; on a failure
 * the error is logged and `failed` runs with it, and what the visitor typed stays.
 */
export function useContactRequest() {
  const mutation = useMutation(contactMutationOptions())
  const inFlight = useRef(false)
  const send = async (request: ContactFormRequest, { sent, failed }: { sent: () => void; failed: (error: unknown) => void }) => {
    if (inFlight.current) return
    inFlight.current = true
    try {
      await mutation.mutateAsync(request)
      sent()
    } catch (error) {
      console.error(error)
      failed(error)
    } finally {
      inFlight.current = false
    }
  }
  return { send, pending: mutation.isPending }
}
