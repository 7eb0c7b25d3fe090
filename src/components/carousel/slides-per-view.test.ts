// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { CONTACT_SLIDES_PER_VIEW, HERO_SLIDES_PER_VIEW, slideBasisClassName } from './slides-per-view'

describe('slideBasisClassName', () => {
  it('maps the hero layout to one width per breakpoint', () => {
    expect(slideBasisClassName(HERO_SLIDES_PER_VIEW)).toBe(
      'basis-1/2 min-[576px]:basis-1/3 min-[768px]:basis-1/4 min-[992px]:basis-1/5 min-[1200px]:basis-1/6',
    )
  })

  it('leaves out breakpoints a layout does not set', () => {
    expect(slideBasisClassName(CONTACT_SLIDES_PER_VIEW)).toBe('basis-1/2 min-[576px]:basis-1/3 min-[768px]:basis-1/4')
    expect(slideBasisClassName({ 0: 1 })).toBe('basis-full')
  })
})
