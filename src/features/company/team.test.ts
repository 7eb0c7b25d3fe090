import { describe, expect, it } from 'vitest'
import type { TeamMemberMeta } from '~/site/content/schemas'
import { membersByOffice, stripMembers, teamMembers } from './team'

function member(slug: string, office: TeamMemberMeta['office'], order: number): TeamMemberMeta {
  return { slug, lang: 'en', name: slug, role: `${slug} role`, avatar: `${slug}.svg`, order, office, readingMinutes: 1, wordCount: 80, excerpt: '', headings: [] }
}

const TEAM = [member('mert', 'eskisehir', 1), member('sarah', 'london', 2), member('zeynep', 'istanbul', 3), member('elif', 'eskisehir', 4)]

describe('the team', () => {
  it('keeps the editorial order, with each bio of the same slug and the avatar as an address', () => {
    const members = teamMembers(TEAM, { elif: '<p>Elif</p>', mert: '<p>Mert</p>', sarah: null })
    expect(members.map((item) => item.slug)).toEqual(['mert', 'sarah', 'zeynep', 'elif'])
    expect(members.map((item) => item.bioHtml)).toEqual(['<p>Mert</p>', '', '', '<p>Elif</p>'])
    expect(members[0]?.avatar).toBe('/images/team/mert.svg')
  })

  it('groups the members by office, head office first, and leaves out an office without anyone', () => {
    expect(membersByOffice(TEAM).map((group) => [group.office, group.members.map((item) => item.slug)])).toEqual([
      ['eskisehir', ['mert', 'elif']],
      ['istanbul', ['zeynep']],
      ['london', ['sarah']],
    ])
    expect(membersByOffice([])).toEqual([])
  })

  it('gives the strip names, roles and avatars only', () => {
    expect(stripMembers(TEAM.slice(0, 1))).toEqual([{ slug: 'mert', name: 'mert', role: 'mert role', avatar: '/images/team/mert.svg' }])
  })
})
