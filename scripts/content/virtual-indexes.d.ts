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
declare module 'virtual:content/case-studies/*' {
  import type { CaseStudyMeta } from '~/site/content/schemas'

  export const entries: CaseStudyMeta[]
  export const bodies: Record<string, () => Promise<string>>
}
