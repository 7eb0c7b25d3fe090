/** The site's icons: symbols of this sprite, drawn one file each in src/components/art/icons. */
export const ICON_SPRITE = '/images/icons.svg'

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
