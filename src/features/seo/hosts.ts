import type { Lang } from '~/lib/languages'

export interface HostSeo {
  /** The company's name, used as the Turkish home title and in every title suffix in Turkish. */
  companyName: string
  /** The software brand, used as the English and German home title and title suffix. */
  softwareName: string
  twitterHandle: string
  /** The language a host's visitors mostly speak: its `x-default`. */
  defaultLang: Lang
}

const generic: HostSeo = {
  companyName: 'Storm Yazılım',
  softwareName: 'Storm Software',
  twitterHandle: '@stormyazilim',
  defaultLang: 'tr',
}

/** Per-host settings for the four known hosts; any other host (staging, previews) gets `generic`. */
export const KNOWN_HOSTS: Record<string, HostSeo> = {
  'www.stormyazilim.com.tr': generic,
  'stormyazilim.com.tr': generic,
  'www.stormsoftware.com': { ...generic, twitterHandle: '@stormsoftware' },
  'www.stormsoftware.de': { ...generic, companyName: 'Storm Software GmbH', twitterHandle: '@stormsoftware' },
}

export function hostSeo(host: string): HostSeo {
  return KNOWN_HOSTS[host.toLowerCase()] ?? generic
}

export function brandName(seo: HostSeo, lang: Lang): string {
  return lang === 'tr' ? seo.companyName : seo.softwareName
}
