import type { ComponentPropsWithoutRef } from 'react'

type ImgProps = Omit<ComponentPropsWithoutRef<'img'>, 'src' | 'alt' | 'className'>

/**
 * An image drawn twice, for light and for dark backgrounds; CSS shows the one matching the theme
 * (`data-theme` on <html> or on an ancestor), so it follows a theme change at once, without JS.
 */
export function ThemedImage({ light, dark, alt, className = '', ...props }: ImgProps & { light: string; dark: string; alt: string; className?: string }) {
  return (
    <>
      <img src={light} alt={alt} className={`${className} dark:hidden`} {...props} />
      <img src={dark} alt={alt} className={`${className} hidden dark:block`} {...props} />
    </>
  )
}

/**
 * A picture drawn twice, as the symbols `light` and `dark` of an SVG sprite (scripts/svg-sprites.ts),
 * shown with `<use>` inside the page rather than as SVG documents of their own; CSS shows the one
 * matching the theme, as ThemedImage does. `width` and `height` are the drawing's, which the
 * picture keeps (centred) in whatever box `className` gives it.
 */
export function ThemedSymbol({
  sprite,
  light,
  dark,
  label,
  width,
  height,
  className = '',
}: {
  sprite: string
  light: string
  dark: string
  label: string
  width: number
  height: number
  className?: string
}) {
  const drawing = (symbol: string, themeClass: string) => (
    <svg role="img" aria-label={label} viewBox={`0 0 ${width} ${height}`} width={width} height={height} className={`${className} ${themeClass}`}>
      <use href={`${sprite}#${symbol}`} />
    </svg>
  )
  return (
    <>
      {drawing(light, 'dark:hidden')}
      {drawing(dark, 'hidden dark:block')}
    </>
  )
}
