import type { ContentFile } from '../../../scripts/content/collections.ts'

export const BODY = `An opening paragraph with **bold** text, \`inline code\` and a [link](/en/contact).

## First section

Some words in the first section, and an [external link](https://example.com/page).

### A detail

- one item
- another item

\`\`\`ts
const hidden = 'not counted as prose'
\`\`\`

## Second section

> A quote to close.
`

export const POST_EN = `---
title: "Why we start: a modular monolith"
description: One or two sentences for search results.
date: 2026-06-18
author: elif-kaya
category: architecture
tags: [modular monolith, postgresql]
cover: modular-monolith.svg
coverAlt: A building block split into rooms
---

${BODY}`

export const postTranslation = (title: string, extra = '') => `---
title: ${title}
description: Eine Beschreibung.
tags: [modularer Monolith, postgresql]
coverAlt: Ein Baustein${extra}
---

Ein Absatz.

## Ein Abschnitt
`

export const TEAM_EN = `---
name: Elif Kaya
role: Chief Technology Officer
avatar: elif-kaya.svg
office: eskisehir
order: 1
---
Elif leads architecture.
`
export const TEAM_TRANSLATION = `---
role: Teknoloji Direktörü
---
Elif mimariyi yönetir.
`

export function goodFiles(): ContentFile[] {
  return [
    { path: 'locales/en/content/blog/modular-monolith-first.md', text: POST_EN },
    { path: 'locales/tr/content/blog/modular-monolith-first.md', text: postTranslation('Neden modüler monolit') },
    { path: 'locales/de/content/blog/modular-monolith-first.md', text: postTranslation('Warum ein modularer Monolith') },
    { path: 'locales/en/content/team/elif-kaya.md', text: TEAM_EN },
    { path: 'locales/tr/content/team/elif-kaya.md', text: TEAM_TRANSLATION },
    { path: 'locales/de/content/team/elif-kaya.md', text: TEAM_TRANSLATION.replace('Teknoloji Direktörü', 'Technische Leiterin') },
  ]
}

export const GOOD_IMAGES = { blog: ['modular-monolith.svg'], team: ['elif-kaya.svg'] }

/** The good set with one file's text changed. */
export function withFile(path: string, change: (text: string) => string): ContentFile[] {
  return goodFiles().map((file) => (file.path === path ? { path, text: change(file.text) } : file))
}
