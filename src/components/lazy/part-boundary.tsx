import { Component, type ReactNode } from 'react'

type PartBoundaryProps = {
  children: ReactNode
  /** Shown instead of the part once it failed; nothing by default. */
  fallback?: ReactNode
  /** Called once when the part fails. */
  onError?: () => void
}

/**
 * Keeps the page usable when one part of it fails (its code did not load after a redeploy, or it
 * threw while rendering): the part gives way to `fallback` and the rest of the page stays. React
 * logs the error.
 */
export class PartBoundary extends Component<PartBoundaryProps, { failed: boolean }> {
  override state = { failed: false }

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true }
  }

  override componentDidCatch(): void {
    this.props.onError?.()
  }

  override render() {
    return this.state.failed ? (this.props.fallback ?? null) : this.props.children
  }
}
