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
