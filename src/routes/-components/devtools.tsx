import { ReactQueryDevtools } from '@tanstack/react-query-devtools'
import { TanStackRouterDevtools } from '@tanstack/react-router-devtools'
import { WithQueryClient } from '~/lib/lazy-query-client'

export default function Devtools() {
  return (
    <>
      <TanStackRouterDevtools position="bottom-left" />
      <WithQueryClient>
        <ReactQueryDevtools buttonPosition="bottom-right" />
      </WithQueryClient>
    </>
  )
}
