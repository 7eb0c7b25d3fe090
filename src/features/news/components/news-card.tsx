import { Trans } from '@lingui/react/macro'
import { useState } from 'react'
import { DEFAULT_NEWS_IMAGE } from '../constants'
import type { NewsItem } from '../schemas'

/** One article: the whole card opens it in a new tab; every text is rendered as plain text. */
export function NewsCard({ item }: { item: NewsItem }) {
  const [image, setImage] = useState(item.image)
  return (
    <article className="group relative flex h-full flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white transition-colors hover:border-indigo-300 dark:border-slate-700 dark:bg-slate-900 dark:hover:border-indigo-500">
      <img
        src={image}
        alt=""
        width={640}
        height={360}
        loading="lazy"
        decoding="async"
        referrerPolicy="no-referrer"
        onError={() => {
          if (image !== DEFAULT_NEWS_IMAGE) setImage(DEFAULT_NEWS_IMAGE)
        }}
        className="aspect-video w-full bg-slate-100 object-cover dark:bg-slate-800"
      />
      <div className="flex flex-1 flex-col gap-3 p-6">
        <p className="text-xs font-semibold tracking-wide text-indigo-600 caps dark:text-indigo-400">{item.category}</p>
        <h3 className="text-lg leading-snug font-semibold text-slate-900 dark:text-white">
          <a
            href={item.url}
            target="_blank"
            rel="noopener noreferrer"
            className="rounded-sm group-hover:text-indigo-600 after:absolute after:inset-0 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600 dark:group-hover:text-indigo-400 dark:focus-visible:outline-indigo-400"
          >
            {item.title}{' '}
            <span className="sr-only">
              <Trans>(opens in a new tab)</Trans>
            </span>
          </a>
        </h3>
        <p className="line-clamp-3 text-sm text-slate-600 dark:text-slate-300">{item.description}</p>
        <div className="mt-auto flex items-center gap-3 pt-2 text-sm">
          <img
            src={item.publishedBy.avatar}
            alt=""
            width={32}
            height={32}
            loading="lazy"
            decoding="async"
            className="size-8 rounded-full bg-slate-100 dark:bg-slate-800"
          />
          <span className="font-medium text-slate-900 dark:text-white">{item.publishedBy.name}</span>
          <span aria-hidden="true" className="text-slate-400 dark:text-slate-500">
            ·
          </span>
          <span className="text-slate-600 dark:text-slate-400">{item.publishedAt}</span>
        </div>
      </div>
    </article>
  )
}
