import { createFileRoute } from '@tanstack/react-router'
import { TemplatePageView } from '~/features/template-pages/components/template-page-view'
import { isTemplatePage } from '~/site/pages'
import { notFoundHead, pageHead } from '../-components/page-head'
import { NotFoundPage } from '../-components/not-found-page'

/**
 * Every other path under a language: a static-navigation page that shares the template layout
 * (noindex), or the translated 404 page (prerendered with status 200; the host answers 404 with it).
 */
export const Route = createFileRoute('/$lang/$')({
  head: ({ params }) => {
    const page = params._splat?.replace(/\/+$/, '') ?? ''
    if (isTemplatePage(page)) return pageHead(params.lang, page)
    return notFoundHead(params.lang, page)
  },
  component: SplatPage,
})

function SplatPage() {
  const { lang, _splat } = Route.useParams()
  const page = _splat?.replace(/\/+$/, '') ?? ''
  // Pages with a file route of their own never get here (a specific route wins over the splat).
  if (isTemplatePage(page)) return <TemplatePageView lang={lang} page={page} />
  return <NotFoundPage lang={lang} />
}
