import { loadPosts } from '~/features/blog/load'
import { postCardData } from '~/features/blog/post-card-data'
import { companyName } from '~/features/customers/clients'
import { loadStories } from '~/features/customers/load'
import { newestPosts, pickQuotes, pickStudies, type HomeShowcase } from '~/features/home/lib/showcase'
import { loadStudies } from '~/features/portfolio/load'
import { studyCardData } from '~/features/portfolio/study-card-data'
import type { Lang } from '~/lib/languages'

/**
 * The home page's case studies, customer quotes and newest posts in a language, from the content
 * collections. The home route's loader imports this module dynamically: on a prerendered page's
 * first visit the data is in the page, and none of this code (nor the collections' indexes) loads.
 */
export async function loadHomeShowcase(lang: Lang): Promise<HomeShowcase> {
  const [studies, stories, posts] = await Promise.all([loadStudies(lang), loadStories(lang), loadPosts(lang)])
  const shownStudies = pickStudies(studies)
  return {
    studies: shownStudies.map((study) => studyCardData(study, lang, 2)),
    quotes: pickQuotes(
      stories,
      shownStudies.map((study) => study.client),
    ).map((story) => ({
      slug: story.slug,
      title: story.title,
      quote: story.quote,
      speaker: story.speaker,
      speakerRole: story.speakerRole,
      company: companyName(story.client),
      avatar: story.avatar,
    })),
    posts: newestPosts(posts).map((post) => postCardData(post, lang)),
  }
}
