import { createFileRoute } from '@tanstack/react-router'
import { SeoAgencyPage } from '~/features/demos/components/seo-agency'
import { lazyWithPreload } from '~/components/lazy/lazy-with-preload'
import { pageHead } from '~/features/seo/head'

// The form's code (TanStack Form, ky) loads after the page; its prerendered HTML shows at once.
const AuditForm = lazyWithPreload(() => import('~/features/contact/components/audit-form').then((module) => module.AuditForm))

export const Route = createFileRoute('/$lang/demos/agency/seo')({
  loader: () => AuditForm.preload(),
  head: pageHead,
  component: function Page() {
    const { lang } = Route.useParams()
    return <SeoAgencyPage lang={lang} Form={AuditForm} />
  },
})
