import { describe, expect, it } from 'vitest'
import { buildContent, formatIssue, type ContentFile } from '../../../scripts/content/collections.ts'
import { GOOD_IMAGES, goodFiles } from './fixtures.ts'

const JOB_EN = `---
title: Backend developer (.NET)
description: Design the APIs and integrations behind our ERP/MRP products.
department: engineering
offices: [istanbul, berlin]
workplace: hybrid
employment: full-time
date: 2026-10-19
---

## What you will do

Design and build APIs.
`
const jobTranslation = (title: string) => `---
title: ${title}
description: Eine Beschreibung.
---

## Aufgaben

APIs entwerfen.
`
const ARTICLE_EN = `---
title: Paying for your order
description: Which card details the checkout asks for.
category: shop
updated: 2026-11-16
order: 2
---

1. Open the checkout.
2. Enter the card.
`

function files(job = JOB_EN, article = ARTICLE_EN): ContentFile[] {
  return [
    ...goodFiles(),
    { path: 'locales/en/content/jobs/backend-developer.md', text: job },
    { path: 'locales/tr/content/jobs/backend-developer.md', text: jobTranslation('Backend geliştirici') },
    { path: 'locales/de/content/jobs/backend-developer.md', text: jobTranslation('Backend-Entwickler/in') },
    { path: 'locales/en/content/help-articles/paying-for-your-order.md', text: article },
    { path: 'locales/tr/content/help-articles/paying-for-your-order.md', text: jobTranslation('Ödeme') },
    { path: 'locales/de/content/help-articles/paying-for-your-order.md', text: jobTranslation('Bezahlen') },
  ]
}

describe('the jobs and help-articles collections', () => {
  it('need no image, and give each language the English facts', () => {
    const { entries, issues } = buildContent(files(), GOOD_IMAGES)
    expect(issues.map(formatIssue)).toEqual([])
    expect(entries.find((entry) => entry.path === 'locales/de/content/jobs/backend-developer.md')?.meta).toMatchObject({
      title: 'Backend-Entwickler/in',
      offices: ['istanbul', 'berlin'],
      workplace: 'hybrid',
      date: '2026-10-19',
    })
    expect(entries.find((entry) => entry.path === 'locales/tr/content/help-articles/paying-for-your-order.md')?.meta).toMatchObject({ category: 'shop', order: 2 })
  })

  it('name the file and field of an unknown office, workplace or category', () => {
    const job = JOB_EN.replace('[istanbul, berlin]', '[istanbul, paris]').replace('workplace: hybrid', 'workplace: anywhere')
    const article = ARTICLE_EN.replace('category: shop', 'category: warranty').replace('order: 2', 'order: second')
    expect(buildContent(files(job, article), GOOD_IMAGES).issues.map(formatIssue)).toEqual([
      'locales/en/content/jobs/backend-developer.md: offices.1: must be one of eskisehir, istanbul, berlin, london',
      'locales/en/content/jobs/backend-developer.md: workplace: must be one of on-site, hybrid, remote',
      'locales/en/content/help-articles/paying-for-your-order.md: category: must be one of getting-started, integrations, billing, account, shop',
      'locales/en/content/help-articles/paying-for-your-order.md: order: must be a whole number',
    ])
  })
})
