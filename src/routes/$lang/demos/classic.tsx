import { createFileRoute } from '@tanstack/react-router'
import { ClassicHomePage } from '~/features/demos/components/classic-home'
import { lazyWithPreload } from '~/components/lazy/lazy-with-preload'
import { pageHead } from '~/features/seo/head'

// Everything after the services (and the testimonial carousel with it) loads after the page; its
// prerendered HTML shows at once.
const ClassicMore = lazyWithPreload(() => import('~/features/demos/components/classic-more').then((module) => module.ClassicMore))

export const Route = createFileRoute('/$lang/demos/classic')({
  loader: () => ClassicMore.preload(),
  head: pageHead,
  component: function Page() {
    const { lang } = Route.useParams()
    return <ClassicHomePage lang={lang} More={ClassicMore} />
  },
})
