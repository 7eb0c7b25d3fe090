import * as v from 'valibot'

const Url = v.pipe(v.string(), v.trim(), v.url())
const Flag = v.pipe(
  v.optional(v.picklist(['true', 'false', '']), ''),
  v.transform((value) => value === 'true'),
)

/**
 * The web app's address when VITE_APP_URL is not set: the `app` subdomain of the site's host
 * (SPEC.md §2), e.g. https://www.stormyazilim.com.tr → https://app.stormyazilim.com.tr.
 */
export function defaultAppUrl(siteUrl: string): string {
  const url = new URL(siteUrl)
  return `${url.protocol}//app.${url.host.replace(/^www\./, '')}`
}

/** Every setting the browser bundle reads, with its default (README.md documents each). */
const EnvObjectSchema = v.object({
  VITE_SITE_URL: v.optional(Url, 'https://www.stormyazilim.com.tr'),
  VITE_API_URL: v.optional(Url, 'https://api.stormyazilim.com.tr'),
  VITE_API_MOCKS: Flag,
  VITE_NEWS_PROXY: v.optional(Url, 'https://api.allorigins.win/raw'),
  VITE_NEWS_FEED_TR: v.optional(Url, 'https://webrazzi.com/feed/'),
  VITE_NEWS_FEED_EN: v.optional(Url, 'https://feeds.bbci.co.uk/news/technology/rss.xml'),
  VITE_NEWS_FEED_DE: v.optional(Url, 'https://www.heise.de/rss/heise-atom.xml'),
  VITE_APP_URL: v.optional(Url),
})
export const EnvSchema = v.pipe(
  EnvObjectSchema,
  v.transform((env) => ({ ...env, VITE_APP_URL: env.VITE_APP_URL ?? defaultAppUrl(env.VITE_SITE_URL) })),
)
export type Env = v.InferOutput<typeof EnvSchema>

export function parseEnv(raw: Record<string, unknown>): Env {
  const result = v.safeParse(EnvSchema, raw)
  if (result.success) return result.output
  const problems = result.issues
    .map((issue) => `${v.getDotPath(issue) ?? '(env)'}: ${issue.message}`)
    .join('\n  ')
  throw new Error(`Invalid configuration in .env or the environment:\n  ${problems}`)
}

/** Drops empty values, so that an empty variable falls back to its default. */
export function definedValues(raw: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(raw).filter(([, value]) => value !== '' && value !== undefined))
}
