// The per-language indexes ./vite-plugin.ts serves to src/site/content/collections.ts.
declare module 'virtual:content/blog/*' {
  import type { BlogPostMeta } from '~/site/content/schemas'

  export const entries: BlogPostMeta[]
  export const bodies: Record<string, () => Promise<string>>
}
declare module 'virtual:content/team/*' {
  import type { TeamMemberMeta } from '~/site/content/schemas'

  export const entries: TeamMemberMeta[]
  export const bodies: Record<string, () => Promise<string>>
}
declare module 'virtual:content/customer-stories/*' {
  import type { CustomerStoryMeta } from '~/site/content/schemas'

  export const entries: CustomerStoryMeta[]
  export const bodies: Record<string, () => Promise<string>>
}
declare module 'virtual:content/jobs/*' {
  import type { JobMeta } from '~/site/content/schemas'

  export const entries: JobMeta[]
  export const bodies: Record<string, () => Promise<string>>
}
declare module 'virtual:content/help-articles/*' {
  import type { HelpArticleMeta } from '~/site/content/schemas'

  export const entries: HelpArticleMeta[]
  export const bodies: Record<string, () => Promise<string>>
}
declare module 'virtual:content/services/*' {
  import type { ServiceMeta } from '~/site/content/schemas'

  export const entries: ServiceMeta[]
  export const bodies: Record<string, () => Promise<string>>
}
declare module 'virtual:content/features/*' {
  import type { FeatureMeta } from '~/site/content/schemas'

  export const entries: FeatureMeta[]
  export const bodies: Record<string, () => Promise<string>>
}
declare module 'virtual:content/integrations/*' {
  import type { IntegrationMeta } from '~/site/content/schemas'

  export const entries: IntegrationMeta[]
  export const bodies: Record<string, () => Promise<string>>
}
declare module 'virtual:content/case-studies/*' {
  import type { CaseStudyMeta } from '~/site/content/schemas'

  export const entries: CaseStudyMeta[]
  export const bodies: Record<string, () => Promise<string>>
}
