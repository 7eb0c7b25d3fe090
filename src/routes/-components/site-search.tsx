import { useLingui } from '@lingui/react/macro'
import { useNavigate } from '@tanstack/react-router'
import { lazy, Suspense, useCallback, useState } from 'react'
import type { Lang } from '~/lib/languages'
import { featurePage, integrationPage, localPath, pageTexts, postPage, servicePage, storyPage, studyPage } from '~/site/pages'

// The panel and the index load on first use, not with the page.
const SearchDialog = lazy(() => import('~/features/site-search/components/search-dialog').then((module) => ({ default: module.SearchDialog })))

/** The header's search on every screen size: a button that opens the search panel. */
export function SiteSearch({ lang }: { lang: Lang }) {
  const { t, i18n } = useLingui()
  const navigate = useNavigate()
  const [open, setOpen] = useState(false)
  // Sources of search entries: the site's pages, the shop's products, the blog's posts, the customer stories, the services, the products' features and integrations and the case studies, in the page's language.
  const loadEntries = useCallback(async () => {
    const [pages, shop, blog, customerStories, services, saas, portfolio] = await Promise.all([
      import('~/features/template-pages/search-entries'),
      import('~/features/shop/api'),
      import('~/features/blog/load').then((module) => module.loadPosts(lang)),
      import('~/features/customers/load').then((module) => module.loadStories(lang)),
      import('~/features/services/load').then((module) => module.loadServices(lang)),
      import('~/features/saas/load').then(async (module) => ({ features: await module.loadFeatures(lang), integrations: await module.loadIntegrations(lang) })),
      import('~/features/portfolio/load').then((module) => module.loadStudies(lang)),
    ])
    const products = shop.productSearchEntries(i18n, lang).map((product) => ({
      id: `product:${product.url}`,
      kind: t`Product`,
      title: product.name,
      summary: product.category,
      url: product.url,
    }))
    const posts = blog.map((post) => ({
      id: `post:${post.slug}`,
      kind: t`Blog post`,
      title: post.title,
      summary: post.description,
      url: localPath(lang, postPage(post.slug)),
    }))
    // A story is the kind its registry entry names ("Customer story"): no message of its own here.
    const storyKind = i18n._(pageTexts('customer/stories/$slug').title)
    const stories = customerStories.map((story) => ({
      id: `story:${story.slug}`,
      kind: storyKind,
      title: story.title,
      summary: story.description,
      url: localPath(lang, storyPage(story.slug)),
    }))
    const serviceEntries = services.map((service) => ({
      id: `service:${service.slug}`,
      kind: t`Service`,
      title: service.title,
      summary: service.description,
      url: localPath(lang, servicePage(service.slug)),
    }))
    const features = saas.features.map((feature) => ({
      id: `feature:${feature.slug}`,
      kind: t`Feature`,
      title: feature.title,
      summary: feature.description,
      url: localPath(lang, featurePage(feature.slug)),
    }))
    const integrations = saas.integrations.map((integration) => ({
      id: `integration:${integration.slug}`,
      kind: t`Integration`,
      title: integration.title,
      summary: integration.description,
      url: localPath(lang, integrationPage(integration.slug)),
    }))
    const studies = portfolio.map((study) => ({
      id: `study:${study.slug}`,
      kind: t`Case study`,
      title: study.title,
      summary: study.description,
      url: localPath(lang, studyPage(study.slug)),
    }))
    return [...pages.pageSearchEntries(i18n, lang), ...products, ...posts, ...stories, ...serviceEntries, ...features, ...integrations, ...studies]
  }, [i18n, lang, t])

  return (
    <>
      <button
        type="button"
        aria-haspopup="dialog"
        onClick={() => setOpen(true)}
        className="inline-flex h-10 shrink-0 items-center gap-2 rounded-lg px-2 min-[400px]:px-2.5 text-sm text-slate-700 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600 lg:border lg:border-slate-300 lg:pr-8 xl:pr-2.5 2xl:pr-8 dark:text-slate-200 dark:hover:bg-slate-800 dark:lg:border-slate-600"
      >
        <svg width="18" height="18" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" aria-hidden="true">
          <circle cx="11" cy="11" r="7" />
          <path d="m20 20-3.5-3.5" />
        </svg>
        {/* Named on screen where the header has room: not beside the full menu on a 1280 px screen. */}
        <span className="sr-only lg:not-sr-only xl:sr-only 2xl:not-sr-only">{t`Search`}</span>
      </button>
      {open && (
        <Suspense>
          <SearchDialog
            loadEntries={loadEntries}
            onOpen={(entry) => void navigate({ href: entry.url })}
            onClose={() => setOpen(false)}
          />
        </Suspense>
      )}
    </>
  )
}
