import { useEffect, useState, type ComponentType } from 'react'

/**
 * A component whose code loads once it has mounted, rendering `Placeholder` (or nothing) with the
 * same props until then, and for good when the code fails to load (which is logged). For a part
 * that appears after hydration: the toaster, page analytics, embla taking over the still logo row,
 * the account menu over its placeholder. Once loaded, it renders at once wherever it mounts next
 * (a later page, statistics allowed again). `preload()` fetches the code ahead (on hover or focus
 * of what opens the part).
 *
 * Not React.lazy: a Suspense boundary that mounts suspended counts as a fallback shown, and React
 * then holds back the hydration of the page's lazily loaded parts (lazyWithPreload) by its
 * fallback throttle, so every page would become interactive later than it could (docs/benchmarks.md).
 */
export function loadAfterMount<Props extends object>(
  load: () => Promise<ComponentType<Props>>,
  Placeholder?: ComponentType<Props>,
): ComponentType<Props> & { preload: () => Promise<void> } {
  let loaded: ComponentType<Props> | undefined
  const preload = async (): Promise<void> => {
    loaded ??= await load()
  }
  function AfterMount(props: Props) {
    const [Component, setComponent] = useState(() => loaded)
    useEffect(() => {
      if (Component !== undefined) return
      let mounted = true
      const start = async () => {
        await preload()
        if (mounted) setComponent(() => loaded)
      }
      start().catch((error: unknown) => console.error('A part of the page could not load', error))
      return () => {
        mounted = false
      }
    }, [Component])
    if (Component !== undefined) return <Component {...props} />
    return Placeholder === undefined ? null : <Placeholder {...props} />
  }
  return Object.assign(AfterMount, { preload })
}
