import { createFileRoute } from '@tanstack/react-router'
import { pageHead } from '~/features/seo/head'
import { NotFoundPage } from '../-components/not-found-page'

/** The 404 design as a page of the menu: answers 200, is not indexed. */
export const Route = createFileRoute('/$lang/error-404')({
  head: pageHead,
  component: function ErrorDesignPage() {
    const { lang } = Route.useParams()
    return <NotFoundPage lang={lang} />
  },
})
