import { msg } from '@lingui/core/macro'
import { createFileRoute } from '@tanstack/react-router'
import { routeHead } from '~/features/seo/page-head'
import { TemplatePageView } from '~/features/template-pages/components/template-page-view'
import { isTemplatePage } from '~/site/pages'
import { pageHead } from '../-components/page-head'
import { NotFoundPage } from '../-components/not-found-page'

/**
 * Every other path under a language: a static-navigation page that shares the template layout
 * (noindex), or the translated 404 page (prerendered with status 200; the host answers 404 with it).
 */
export const Route = createFileRoute('/$lang/$')({
  head: ({ params }) => {
    const page = params._splat?.replace(/\/+$/, '') ?? ''
    if (isTemplatePage(page)) return pageHead(params.lang, page)
    return routeHead({
      lang: params.lang,
      page,
      title: msg`Page not found`,
      description: msg`The page you were looking for doesn't exist`,
      keywords: msg`404`,
      noindex: true,
    })
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
