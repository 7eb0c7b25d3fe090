import { createFileRoute } from '@tanstack/react-router'
import { LazyClientLogoCarousel } from '~/components/carousel/lazy-client-logo-carousel'
import { Hero } from '~/features/home/components/hero'
import { pageHead } from '~/features/seo/head'
import { lazyWithPreload } from '~/components/lazy/lazy-with-preload'

// The form's code (TanStack Form, ky), the hero's client logos (the hero's own lazy part) and the
// sections after the hero load after the page; their prerendered HTML shows at once.
const NewsletterForm = lazyWithPreload(() =>
  import('~/features/newsletter/components/newsletter-form').then((module) => module.NewsletterForm),
)
const HomeBelowTheFold = lazyWithPreload(() =>
  import('./-home-below-the-fold').then((module) => module.HomeBelowTheFold),
)

export const Route = createFileRoute('/$lang/')({
  // Prerendering (and client navigation) load the lazy parts first, so their HTML is in the page.
  // The case studies, quotes and posts come from the content collections with the loader: on the
  // first visit of the prerendered page they are in it, and neither the collections nor the code
  // that reads them loads.
  loader: async ({ params }) => {
    const [{ loadHomeShowcase }] = await Promise.all([import('./-home-showcase'), NewsletterForm.preload(), LazyClientLogoCarousel.preload(), HomeBelowTheFold.preload()])
    return loadHomeShowcase(params.lang)
  },
  head: pageHead,
  component: HomePage,
})

function HomePage() {
  const { lang } = Route.useParams()
  const showcase = Route.useLoaderData()
  return (
    <>
      <Hero
        lang={lang}
        subscribeForm={<NewsletterForm />}
      />
      <HomeBelowTheFold lang={lang} showcase={showcase} />
    </>
  )
}
