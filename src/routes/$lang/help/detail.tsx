import { createFileRoute, useHydrated } from '@tanstack/react-router'
import { HelpArticlePage } from '~/features/content-pages/components/help-center'
import { chooseItem, HelpArticleSearchSchema } from '~/features/content-pages/item-search'
import { Breadcrumb } from '~/components/breadcrumb'
import { PageIntro } from '~/components/sections/page-intro'
import { itemHead, useItemHeads } from '../../-components/item-heads'
import { pageHead } from '~/features/seo/head'

export const Route = createFileRoute('/$lang/help/detail')({
  // `?article=` names the article; a value that is no article's shows the not-found state.
  validateSearch: HelpArticleSearchSchema,
  // Every article's summary, not its body: the page shows the one its address names.
  loader: async ({ params }) => (await import('./-article-data')).loadArticlePage(params.lang),
  head: ({ params, match, loaderData }) => itemHead(loaderData?.heads, match.search.article) ?? pageHead({ params, match }),
  component: function Page() {
    const { lang } = Route.useParams()
    const { article } = Route.useSearch()
    const { articles, heads } = Route.useLoaderData()
    // A static host serves the one prerendered page, which offers every article, whatever the
    // address names; hydration repeats it, then the page shows the article of the address.
    const hydrated = useHydrated()
    useItemHeads(Route.id, heads !== undefined, article !== undefined)
    return (
      <section className="mx-auto max-w-7xl px-4 py-16 sm:px-6 lg:py-20">
        <HelpArticlePage
          lang={lang}
          articles={articles}
          choice={chooseItem(articles, hydrated ? article : undefined)}
          breadcrumb={<Breadcrumb lang={lang} />}
          intro={<PageIntro lang={lang} />}
        />
      </section>
    )
  },
})
