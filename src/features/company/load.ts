import type { TeamStripMember } from '~/components/sections/team-strip'
import { loadEntries, loadHtml } from '~/site/content/collections'
import type { Lang } from '~/lib/languages'
import { stripMembers, teamMembers, type TeamMember } from './team'

/** The team page's members with their bios, in the language's content files. */
export async function loadTeam(lang: Lang): Promise<TeamMember[]> {
  const entries = await loadEntries('team', lang)
  const bios = await Promise.all(entries.map(async ({ slug }) => [slug, await loadHtml('team', lang, slug)] as const))
  return teamMembers(entries, Object.fromEntries(bios))
}

/** The team as a strip of avatars, names and roles. */
export async function loadTeamStrip(lang: Lang): Promise<TeamStripMember[]> {
  return stripMembers(await loadEntries('team', lang))
}
