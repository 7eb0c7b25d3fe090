import type { ReactNode } from 'react'
import type { ServiceIcon } from '~/site/content/service-groups'

/** Draws a service's icon: the route passes the home page's sprite icon, which a feature may not import. */
export type RenderIcon = (icon: ServiceIcon, className: string) => ReactNode
