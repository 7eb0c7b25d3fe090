import { createFileRoute } from '@tanstack/react-router'
import { LazyTestimonials } from '~/components/sections/lazy-testimonials'
import { CreativeStudioPage } from '~/features/demos/components/creative-studio'
import { pageHead } from '~/features/seo/head'

export const Route = createFileRoute('/$lang/demos/agency/creative')({
  // The testimonial carousel's code loads after the page; its prerendered HTML shows at once.
  loader: () => LazyTestimonials.preload(),
  head: pageHead,
  component: function Page() {
    const { lang } = Route.useParams()
    return <CreativeStudioPage lang={lang} />
  },
})
