import type { TeamStripMember } from '~/components/sections/team-strip'
import type { TeamMemberMeta } from '~/site/content/schemas'
import { OFFICE_IDS, type OfficeId } from '~/site/office-ids'

/** What the team page shows of a member: the card's facts and the bio, rendered at build time. */
export interface TeamMember extends Pick<TeamMemberMeta, 'slug' | 'name' | 'role' | 'office'> {
  /** The avatar's address. */
  avatar: string
  /** The bio as HTML, rendered and escaped from its Markdown at build time. */
  bioHtml: string
}

export function avatarPath(file: string): string {
  return `/images/team/${file}`
}

/** Members in their editorial order, each with the bio of the same slug (none for a missing one). */
export function teamMembers(entries: readonly TeamMemberMeta[], bios: Readonly<Record<string, string | null>>): TeamMember[] {
  return entries.map(({ slug, name, role, office, avatar }) => ({ slug, name, role, office, avatar: avatarPath(avatar), bioHtml: bios[slug] ?? '' }))
}

/** The strip of avatars (about v3): everyone, in the team page's order, without the bios. */
export function stripMembers(entries: readonly TeamMemberMeta[]): TeamStripMember[] {
  return entries.map(({ slug, name, role, avatar }) => ({ slug, name, role, avatar: avatarPath(avatar) }))
}

/** The members at each office, offices in their order (head office first), offices without anyone left out. */
export function membersByOffice<M extends Pick<TeamMember, 'office'>>(members: readonly M[]): { office: OfficeId; members: M[] }[] {
  return OFFICE_IDS.map((office) => ({ office, members: members.filter((member) => member.office === office) })).filter((group) => group.members.length > 0)
}
