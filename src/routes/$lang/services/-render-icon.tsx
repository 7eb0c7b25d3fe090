import { Icon } from '~/features/home/components/icon'
import type { RenderIcon } from '~/features/services/components/service-icon'

/** The services' icons are the home page's sprite icons. */
export const renderServiceIcon: RenderIcon = (icon, className) => <Icon name={icon} className={className} />
