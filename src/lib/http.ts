import ky from 'ky'
import { env } from './env'

/** The one HTTP client for the site's API: JSON, a timeout, and retries only for idempotent calls. */
export const api = ky.create({
  prefix: env.VITE_API_URL,
  timeout: 10_000,
  retry: { limit: 1, methods: ['get'] },
})
