import { lazy, memo, Suspense, useCallback, useEffect, useRef, useState, type ComponentType } from 'react'
import { PartBoundary } from './part-boundary'

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

function release(state: { counted: boolean }): void {
  if (!state.counted) return
  state.counted = false
  hydrating -= 1
  // After the rest of the commit's effects, in which a replacing part may register.
  queueMicrotask(settle)
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
    // Runs with the page around the part; the part's own boundary may hydrate later. A part that
    // goes away before it hydrated (the page changed) no longer holds the page back.
    useEffect(() => {
      const state = progress.current
      if (state.hydrated) return
      state.counted = true
      hydrating += 1
      return () => release(state)
    }, [])
    const onHydrated = useCallback(() => {
      const state = progress.current
      state.hydrated = true
      release(state)
    }, [])
    // Chosen once per mounted part: switching from Lazy to the loaded component when the code
    // arrives would make React mount the part anew on the page's next render, losing its state.
    const [Component] = useState<ComponentType<Props>>(() => loaded ?? Lazy)
    // A part whose code fails to load (or that throws) goes away; the page stays usable.
    return (
      <PartBoundary onError={onHydrated}>
        <Suspense>
          <Component {...props} />
          <OnCommit callback={onHydrated} />
        </Suspense>
      </PartBoundary>
    )
  }
  // Memoised: a parent that re-renders before the part's code has arrived (a state read after
  // mount) would otherwise send an update into the part's dehydrated boundary, and React then
  // drops the prerendered HTML and renders the part anew, losing what the visitor did with it.
  return Object.assign(memo(LazyWithPreload), { preload })
}
