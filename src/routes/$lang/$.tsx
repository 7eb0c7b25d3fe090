import { createFileRoute } from '@tanstack/react-router'
import { pageHead } from '~/features/seo/head'
import { NotFoundPage } from '../-components/not-found-page'

/**
 * Every other path under a language: the translated 404 page (prerendered with status 200; the
 * host answers 404 with it). Pages with a file route of their own never get here.
 */
export const Route = createFileRoute('/$lang/$')({
  head: pageHead,
  component: function SplatPage() {
    const { lang } = Route.useParams()
    return <NotFoundPage lang={lang} />
  },
})
