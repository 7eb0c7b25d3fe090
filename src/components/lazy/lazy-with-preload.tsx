import { createContext, lazy, memo, Suspense, use, useCallback, useEffect, useMemo, useRef, useState, type ComponentType, type ReactNode } from 'react'
import { PartBoundary } from './part-boundary'

/** What a lazy part tells the page around it: it holds the page back until it calls the release it got. */
type Hydration = { hold: () => () => void }
const HydrationContext = createContext<Hydration | null>(null)

/**
 * Calls `onHydrated` once every lazy part inside it that was prerendered into the page has
 * hydrated, so that "the page is interactive" means all of it. The parts register in their own
 * effects, which run before this component's.
 */
export function LazyPartsHydrated({ onHydrated, children }: { onHydrated: () => void; children: ReactNode }) {
  const progress = useRef({ pending: 0, mounted: false, reported: false })
  const report = useRef(onHydrated)
  useEffect(() => {
    report.current = onHydrated
  })
  const settle = useCallback(() => {
    const state = progress.current
    if (!state.mounted || state.reported || state.pending > 0) return
    state.reported = true
    report.current()
  }, [])
  const hydration = useMemo<Hydration>(
    () => ({
      hold: () => {
        progress.current.pending += 1
        let held = true
        return () => {
          if (!held) return
          held = false
          progress.current.pending -= 1
          // After the rest of the commit's effects, in which a replacing part may register.
          queueMicrotask(settle)
        }
      },
    }),
    [settle],
  )
  useEffect(() => {
    progress.current.mounted = true
    settle()
  }, [settle])
  return <HydrationContext value={hydration}>{children}</HydrationContext>
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
    const hydration = use(HydrationContext)
    const progress = useRef<{ hydrated: boolean; release?: () => void }>({ hydrated: false })
    // Runs with the page around the part; the part's own boundary may hydrate later. A part that
    // goes away before it hydrated (the page changed) no longer holds the page back.
    useEffect(() => {
      const state = progress.current
      if (state.hydrated || hydration === null) return
      const release = hydration.hold()
      state.release = release
      return release
    }, [hydration])
    const onHydrated = useCallback(() => {
      const state = progress.current
      state.hydrated = true
      state.release?.()
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
