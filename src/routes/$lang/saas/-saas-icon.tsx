import { Icon } from '~/components/icon'
import { ICON_NAMES, type IconName } from '~/components/icons'

function isIconName(name: string): name is IconName {
  return (ICON_NAMES as readonly string[]).includes(name)
}

/** The site's icon named by a content file (the build's tests check every name against the sprite). */
export function renderSaasIcon(name: string, className: string) {
  return isIconName(name) ? <Icon name={name} className={className} /> : null
}
