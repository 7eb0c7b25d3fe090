import type { CustomerIndustry } from '~/site/content/customer-stories'
import type { CustomerStoryMeta } from '~/site/content/schemas'

// The stories' list's filter: small, in the list page's own chunk.

/** The industries that have stories, in the order of the first story of each. */
export function storyIndustries(stories: readonly Pick<CustomerStoryMeta, 'industry'>[]): CustomerIndustry[] {
  return [...new Set(stories.map((story) => story.industry))]
}

/** The stories of an industry, or all of them without one. */
export function filterStories<S extends Pick<CustomerStoryMeta, 'industry'>>(stories: readonly S[], industry: CustomerIndustry | undefined): S[] {
  return industry === undefined ? [...stories] : stories.filter((story) => story.industry === industry)
}
