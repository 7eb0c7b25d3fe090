import { LOCALE_TAGS, type Lang } from '~/lib/languages'

/** A day of the content's front matter in the language's long format; in UTC, so the build and the browser write the same. */
export function formatDay(date: string, lang: Lang): string {
  return new Intl.DateTimeFormat(LOCALE_TAGS[lang].intl, { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(`${date}T00:00:00Z`))
}
