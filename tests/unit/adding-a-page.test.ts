// @vitest-environment node
import { getCatalogs } from '@lingui/cli/api'
import { makeConfig } from '@lingui/conf'
import { cpSync, mkdirSync, mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { expect, it } from 'vitest'
import { CATALOGS } from '~/lib/languages'
import { entryAreas, routeFileEntries, routeFilePage, routeMatches, type Area, type PageEntry } from '~/site/pages'
import { linguiCatalogs } from '../../scripts/i18n-areas'

const AREAS = CATALOGS.filter((catalog): catalog is Area => catalog !== 'messages')

// README's "Adding a page", followed in a copy of the sources: a route file, the feature it loads
// lazily, its registry entry; then the catalogs (lingui.config.ts) and what Lingui extracts.
it("puts a new page's texts, lazy parts included, into its area's catalog", async () => {
  const root = mkdtempSync(join(tmpdir(), 'adding-a-page-'))
  cpSync(join(import.meta.dirname, '../../src'), join(root, 'src'), { recursive: true })
  const files: Record<string, string> = {
    // 1. The route file.
    'src/routes/$lang/services/cloud.tsx': [
      `import { Trans } from '@lingui/react/macro'`,
      `import { createFileRoute } from '@tanstack/react-router'`,
      `import { lazy } from 'react'`,
      `const CloudPlans = lazy(() => import('~/features/cloud/cloud-plans'))`,
      `export const Route = createFileRoute('/$lang/services/cloud')({ component: () => <main><h1><Trans>Cloud operations</Trans></h1><CloudPlans /></main> })`,
    ].join('\n'),
    'src/features/cloud/cloud-plans.tsx': `import { Trans } from '@lingui/react/macro'\nexport default function CloudPlans() { return <p><Trans>Managed Kubernetes in Frankfurt</Trans></p> }`,
  }
  for (const [file, text] of Object.entries(files)) {
    mkdirSync(dirname(join(root, file)), { recursive: true })
    writeFileSync(join(root, file), text)
  }
  // 2. Its registry entry (src/site/pages.ts) with its area. Its path is typed by the route tree,
  // which the router plugin rewrites once the route file exists: not in this copy, so `tsc` refuses it.
  // @ts-expect-error 'services/cloud' is no route of src/routeTree.gen.ts
  const entry: PageEntry = { path: 'services/cloud', section: 'services', area: 'services', menu: {}, texts: () => ({ title: { id: 'Cloud operations' }, description: { id: 'What we run for you in the cloud.' } }) }
  const routeAreas = (file: string) => {
    const page = routeFilePage(file)
    const entries = [...(file.startsWith('src/routes/$lang/') ? routeFileEntries(file) : []), ...(page !== null && routeMatches(page, entry.path) ? [entry] : [])]
    return entries.map(entryAreas)
  }
  // 3. `npm run i18n:extract`: the catalogs as lingui.config.ts makes them.
  const config = makeConfig({ rootDir: root, locales: ['en'], sourceLocale: 'en', catalogs: linguiCatalogs(root, AREAS, routeAreas) }, { skipValidation: true })
  const catalogs = await getCatalogs(config)
  const texts = async (name: string) => {
    const catalog = catalogs.find((each) => each.path.endsWith(`/${name}`))
    return Object.values((await catalog?.collect()) ?? {}).map((message) => message.message)
  }
  expect(await texts('services')).toEqual(expect.arrayContaining(['Cloud operations', 'Managed Kubernetes in Frankfurt']))
  const messages = catalogs.find((each) => each.path.endsWith('/messages'))
  expect(messages?.exclude).toEqual(expect.arrayContaining([join(root, 'src/routes/$lang/services/cloud.tsx'), join(root, 'src/features/cloud/cloud-plans.tsx')]))
  expect(await texts('home')).not.toContain('Cloud operations')
}, 60_000)
