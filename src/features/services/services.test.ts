// @vitest-environment node
import { describe, expect, it } from 'vitest'
import type { BlogCategory } from '~/site/content/blog-categories'
import type { ServiceGroup } from '~/site/content/service-groups'
import { postsForService, relatedServices, servicesByGroup } from './services'

const service = (slug: string, group: ServiceGroup, related: string[] = []) => ({ slug, group, related })
const SERVICES = [
  service('web', 'build'),
  service('mobile', 'build'),
  service('desktop', 'build'),
  service('integration', 'connect'),
  service('data', 'connect'),
  service('devops', 'operate'),
  service('iot', 'operate', ['data', 'nowhere', 'iot', 'data']),
]

describe('services by group', () => {
  it('keeps the groups\' order and the services\' order within each, and leaves out empty groups', () => {
    const groups = servicesByGroup([SERVICES[5], SERVICES[0], SERVICES[1]].flatMap((item) => (item === undefined ? [] : [item])))
    expect(groups.map(({ group, services }) => [group, services.map((item) => item.slug)])).toEqual([
      ['build', ['web', 'mobile']],
      ['operate', ['devops']],
    ])
  })
})

describe('related services', () => {
  it('puts the named ones first, once each, skipping unknown slugs and the service itself', () => {
    const iot = SERVICES[6]
    expect(iot).toBeDefined()
    if (iot === undefined) return
    expect(relatedServices(SERVICES, iot).map((item) => item.slug)).toEqual(['data', 'devops', 'web'])
  })

  it('fills up from the same group, then from the others in order', () => {
    expect(relatedServices(SERVICES, service('mobile', 'build')).map((item) => item.slug)).toEqual(['web', 'desktop', 'integration'])
    expect(relatedServices(SERVICES, service('data', 'connect'), 2).map((item) => item.slug)).toEqual(['integration', 'web'])
  })
})

describe('posts for a service', () => {
  const post = (slug: string, category: BlogCategory) => ({ slug, category })
  const posts = [post('a', 'devops'), post('b', 'data'), post('c', 'iot'), post('d', 'data'), post('e', 'data'), post('f', 'data')]

  it('lists the newest posts of its categories, at most three', () => {
    expect(postsForService(posts, ['data']).map((item) => item.slug)).toEqual(['b', 'd', 'e'])
    expect(postsForService(posts, ['iot', 'devops']).map((item) => item.slug)).toEqual(['a', 'c'])
  })

  it('lists none for a service without categories', () => {
    expect(postsForService(posts, [])).toEqual([])
  })
})
