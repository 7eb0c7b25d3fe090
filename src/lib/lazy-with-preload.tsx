import { lazy, Suspense, useCallback, useEffect, useRef, type ComponentType } from 'react'

// Lazy parts that were prerendered into the page and have not hydrated yet.
let hydrating = 0
let onSettled: Array<() => void> = []

function settle(): void {
  if (hydrating > 0) return
  const callbacks = onSettled
  onSettled = []
  for (const callback of callbacks) callback()
}

/**
 * Calls back once every lazy part on the page has hydrated, so that "the page is interactive"
 * means all of it. Call it from an effect of a component that contains every lazy part: the
 * parts register in their own effects, which run first.
 */
export function afterLazyPartsHydrate(callback: () => void): void {
  onSettled.push(callback)
  settle()
}

/** Renders nothing; tells when the Suspense boundary around it has committed (hydrated). */
function OnCommit({ callback }: { callback: () => void }) {
  useEffect(callback, [callback])
  return null
}

/**
 * React.lazy whose module can be loaded ahead of rendering, in its own Suspense boundary.
 * Prerendering preloads it (in the route's loader), so the component renders in place and its
 * HTML is in the page; in the browser the code arrives after the first load and React hydrates
 * that part once it has, keeping the prerendered HTML until then.
 */
export function lazyWithPreload<Props extends object>(load: () => Promise<ComponentType<Props>>) {
  let loaded: ComponentType<Props> | undefined
  const preload = async (): Promise<void> => {
    loaded ??= await load()
  }
  const Lazy = lazy(async () => {
    loaded ??= await load()
    return { default: loaded }
  })
  function LazyWithPreload(props: Props) {
    const progress = useRef({ counted: false, hydrated: false })
    // Runs with the page around the part; the part's own boundary may hydrate later.
    useEffect(() => {
      const state = progress.current
      if (state.hydrated || state.counted) return
      state.counted = true
      hydrating += 1
    }, [])
    const onHydrated = useCallback(() => {
      const state = progress.current
      if (state.hydrated) return
      state.hydrated = true
      if (!state.counted) return
      hydrating -= 1
      settle()
    }, [])
    const Component = loaded ?? Lazy
    return (
      <Suspense>
        <Component {...props} />
        <OnCommit callback={onHydrated} />
      </Suspense>
    )
  }
  return Object.assign(LazyWithPreload, { preload })
}
