/** Blog categories; their labels are translated in the blog's code (src/features/blog/categories.ts). */
export const BLOG_CATEGORIES = ['architecture', 'accessibility', 'performance', 'erp', 'iot', 'integration', 'data', 'devops'] as const
export type BlogCategory = (typeof BLOG_CATEGORIES)[number]
