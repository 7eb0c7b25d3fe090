import { ThemedImage } from './themed-image'

/**
 * The brand logo in its light and dark variants; CSS shows the one that matches the theme, so it
 * follows a theme change at once. `onDark` forces the dark-background variant (the dark footer).
 */
export function Logo({ label, onDark = false }: { label: string; onDark?: boolean }) {
  if (onDark) return <img src="/images/brand/logo-dark.svg" alt={label} width={160} height={40} className="h-10 w-auto" />
  return <ThemedImage light="/images/brand/logo-light.svg" dark="/images/brand/logo-dark.svg" alt={label} width={160} height={40} className="h-8 w-auto min-[400px]:h-9" />
}
