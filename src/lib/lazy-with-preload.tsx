import { lazy, type ComponentType } from 'react'

/**
 * React.lazy whose module can be loaded ahead of rendering. Prerendering preloads it (in the
 * route's loader), so the component renders in place and its HTML is in the page; in the browser
 * the code arrives after the first load and React hydrates that part once it has.
 */
export function lazyWithPreload<Props extends object>(load: () => Promise<ComponentType<Props>>) {
  let loaded: ComponentType<Props> | undefined
  const preload = async (): Promise<void> => {
    loaded ??= await load()
  }
  const Lazy = lazy(async () => ({ default: loaded ?? (await load()) }))
  function LazyWithPreload(props: Props) {
    const Component = loaded ?? Lazy
    return <Component {...props} />
  }
  return Object.assign(LazyWithPreload, { preload })
}
