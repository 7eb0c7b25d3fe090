import { ICON_SPRITE } from '~/lib/svg-sprite'

/** The icons of the sprite (src/features/home/art/icons has one file each). */
export const ICON_NAMES = [
  'design',
  'modular',
  'contact',
  'data-protection',
  'web',
  'mobile',
  'desktop',
  'ai',
  'integration',
  'data',
  'devops',
  'iot',
  'erp',
  'step-discover',
  'step-plan',
  'step-build',
  'step-support',
  'check',
  'shield',
  'headset',
] as const

export type IconName = (typeof ICON_NAMES)[number]

/**
 * A decorative icon of the home page, drawn in the current text colour: a `<use>` of its symbol in
 * the icon sprite (`npm run art` builds it from src/features/home/art/icons). Not an `<img>` or a
 * CSS mask: each of those is an SVG document of its own, loaded, laid out and painted on the main
 * thread (the home page had 18).
 */
export function Icon({ name, className = 'size-12' }: { name: IconName; className?: string }) {
  return (
    <svg aria-hidden="true" className={`inline-block shrink-0 ${className}`}>
      <use href={`${ICON_SPRITE}#${name}`} />
    </svg>
  )
}
