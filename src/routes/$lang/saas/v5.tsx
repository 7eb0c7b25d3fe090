import { createFileRoute } from '@tanstack/react-router'
import { SaasSuitePage } from '~/features/demos/components/saas-suite'
import { lazyWithPreload } from '~/components/lazy/lazy-with-preload'
import { pageHead } from '~/features/seo/head'

// The form's code (TanStack Form, ky) loads after the page; its prerendered HTML shows at once.
const DemoRequestForm = lazyWithPreload(() => import('~/features/contact/components/demo-request-form').then((module) => module.DemoRequestForm))

function Form(props: { 'aria-labelledby'?: string }) {
  return <DemoRequestForm kind="demo" {...props} />
}

export const Route = createFileRoute('/$lang/saas/v5')({
  loader: () => DemoRequestForm.preload(),
  head: pageHead,
  component: function Page() {
    const { lang } = Route.useParams()
    return <SaasSuitePage lang={lang} Form={Form} />
  },
})
