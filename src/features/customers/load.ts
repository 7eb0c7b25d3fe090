import { loadEntries, loadHtml } from '~/site/content/collections'
import type { Lang } from '~/lib/languages'
import { otherStories, storySummary, type StorySummary } from './stories'

export interface StoryPageData {
  story: StorySummary
  /** The body, rendered and checked at build time. */
  html: string
  others: StorySummary[]
}

/** The language's stories, newest first, as the list shows them. */
export async function loadStories(lang: Lang): Promise<StorySummary[]> {
  return (await loadEntries('customer-stories', lang)).map((story) => storySummary(story, lang))
}

/** A story with its body and the other stories to read; null for no story of that slug. */
export async function loadStoryPage(lang: Lang, slug: string): Promise<StoryPageData | null> {
  const [stories, html] = await Promise.all([loadEntries('customer-stories', lang), loadHtml('customer-stories', lang, slug)])
  const story = stories.find((item) => item.slug === slug)
  if (story === undefined || html === null) return null
  return { story: storySummary(story, lang), html, others: otherStories(stories, story).map((other) => storySummary(other, lang)) }
}

/** The newest story's page, which the second story layout shows. */
export async function loadNewestStoryPage(lang: Lang): Promise<StoryPageData | null> {
  const [newest] = await loadEntries('customer-stories', lang)
  return newest === undefined ? null : loadStoryPage(lang, newest.slug)
}
