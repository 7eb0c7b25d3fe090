import { createFileRoute, useHydrated } from '@tanstack/react-router'
import { useState } from 'react'
import { CallToAction } from '~/components/sections/call-to-action'
import { IntegrationsDirectory } from '~/features/saas/components/integrations-directory'
import { IntegrationsSearchSchema } from '~/features/saas/search'
import { PageIntro } from '~/components/sections/page-intro'
import { pageHead } from '~/features/seo/head'
import { renderSaasIcon } from '../-saas-icon'

export const Route = createFileRoute('/$lang/saas/integrations/')({
  // An unknown category shows every integration, never an error page.
  validateSearch: IntegrationsSearchSchema,
  // The integrations' index and the code that reads it load with the loader, so not on the first
  // visit of a prerendered page, whose data is in it.
  loader: async ({ params }) => (await import('~/features/saas/load')).loadIntegrations(params.lang),
  head: pageHead,
  component: function Page() {
    const { lang } = Route.useParams()
    const search = Route.useSearch()
    const integrations = Route.useLoaderData()
    // The prerendered page is unfiltered, and hydration repeats it. An address with a category is
    // then rendered anew (the key), since hydration keeps the prerendered links' current state.
    const hydrated = useHydrated()
    const [filtered] = useState(search.category !== undefined)
    return (
      <>
        <section className="mx-auto max-w-7xl px-4 py-16 sm:px-6 lg:py-20">
          <PageIntro lang={lang} />
          <IntegrationsDirectory
            key={hydrated && filtered ? 'address' : 'prerendered'}
            lang={lang}
            integrations={integrations}
            search={hydrated ? search : {}}
            renderIcon={renderSaasIcon}
          />
        </section>
        <CallToAction lang={lang} />
      </>
    )
  },
})
