import { buttonClass } from './button'

/** The primary look as classes, for the shop's links until they use `ButtonLink` (src/components/button.tsx). */
export const primaryButtonClass = buttonClass({ variant: 'primary' })

/** The secondary look as classes, for the shop's links until they use `ButtonLink`. */
export const secondaryButtonClass = buttonClass({ variant: 'secondary' })
