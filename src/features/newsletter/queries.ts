import { mutationOptions } from '@tanstack/react-query'
import { subscribeToNewsletter } from './api'

export const newsletterMutationOptions = () =>
  mutationOptions({
    mutationKey: ['newsletter', 'subscribe'],
    mutationFn: subscribeToNewsletter,
  })
