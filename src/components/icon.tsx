import { ICON_SPRITE, type IconName } from './icons'

/**
 * A decorative icon, drawn in the current text colour: a `<use>` of its symbol in
 * the icon sprite (scripts/svg-sprites.ts). Not an `<img>` or a CSS mask: each of those is an SVG
 * document of its own, loaded, laid out and painted on the main thread (the home page had 18).
 */
export function Icon({ name, className = 'size-12' }: { name: IconName; className?: string }) {
  return (
    <svg aria-hidden="true" className={`inline-block shrink-0 ${className}`}>
      <use href={`${ICON_SPRITE}#${name}`} />
    </svg>
  )
}
