// @vitest-environment node
import * as v from 'valibot'
import { describe, expect, it } from 'vitest'
import { filterIntegrations, groupByProduct, sameProduct } from './catalog'
import { IntegrationsSearchSchema } from './search'

describe('the integrations\' address', () => {
  it('reads ?category= as a known category, and drops anything else so that all integrations show', () => {
    const category = (value: unknown) => v.parse(IntegrationsSearchSchema, value === undefined ? {} : { category: value }).category
    expect([category(undefined), category('machines'), category('identity'), category('gardening'), category(''), category('MACHINES'), category(3), category(['machines'])]).toEqual([
      undefined,
      'machines',
      'identity',
      undefined,
      undefined,
      undefined,
      undefined,
      undefined,
    ])
  })
})

describe('features and integrations by product', () => {
  const entries = [
    { slug: 'mqtt', product: 'sense', category: 'machines' },
    { slug: 'edifact', product: 'link', category: 'documents' },
    { slug: 'rest', product: 'link', category: 'data-exchange' },
    { slug: 'opc-ua', product: 'plan', category: 'machines' },
  ] as const

  it('groups them in the product line\'s order and leaves out products without any', () => {
    expect(groupByProduct(entries, [
      { slug: 'plan', name: 'Storm Plan', pitch: { id: 'p' } },
      { slug: 'field', name: 'Storm Field', pitch: { id: 'f' } },
      { slug: 'link', name: 'Storm Link', pitch: { id: 'l' } },
      { slug: 'sense', name: 'Storm Sense', pitch: { id: 's' } },
    ]).map(({ product, entries: own }) => [product.slug, own.map((entry) => entry.slug)])).toEqual([
      ['plan', ['opc-ua']],
      ['link', ['edifact', 'rest']],
      ['sense', ['mqtt']],
    ])
  })

  it('filters by category, all of them without one', () => {
    expect(filterIntegrations(entries, 'machines').map((entry) => entry.slug)).toEqual(['mqtt', 'opc-ua'])
    expect(filterIntegrations(entries, undefined)).toHaveLength(4)
    expect(filterIntegrations(entries, 'identity')).toEqual([])
  })

  it('relates an entry to the others of its product, never to itself', () => {
    expect(sameProduct(entries, entries[1]).map((entry) => entry.slug)).toEqual(['rest'])
    expect(sameProduct(entries, entries[0])).toEqual([])
  })
})
