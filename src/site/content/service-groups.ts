/**
 * The services' fixed keys: the problem each service solves (its group on the second overview)
 * and its icon in the home page's sprite. Labels are translated in src/features/services.
 */
export const SERVICE_GROUPS = ['build', 'connect', 'operate'] as const
export type ServiceGroup = (typeof SERVICE_GROUPS)[number]

/** The sprite's service icons (src/components/icons.ts); the pages' types check they are there. */
export const SERVICE_ICONS = ['web', 'mobile', 'desktop', 'ai', 'integration', 'data', 'devops', 'iot', 'erp'] as const
export type ServiceIcon = (typeof SERVICE_ICONS)[number]
