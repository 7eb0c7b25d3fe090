import { lazy, Suspense, type ComponentProps } from 'react'
import { BodyLoading } from './body-loading'

const ItemBodyPart = lazy(() => import('./item-body').then((module) => ({ default: module.ItemBody })))

/**
 * The body of the item a detail page shows. Its code (the query observer with it) loads when an
 * item is shown, after the page's own: the prerendered pages show no body.
 */
export function LazyItemBody(props: ComponentProps<typeof ItemBodyPart>) {
  return (
    <Suspense fallback={<BodyLoading />}>
      <ItemBodyPart {...props} />
    </Suspense>
  )
}
