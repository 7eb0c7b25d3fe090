import { createStore } from 'jotai'
import * as v from 'valibot'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { atomWithValidatedStorage, MAX_STORED_LENGTH, parseStoredValue, validatedStorage } from './storage'

const KEY = 'storm-test'

afterEach(() => window.localStorage.clear())

describe('parseStoredValue', () => {
  it('reads a value that passes its schema', () => {
    expect(parseStoredValue(v.array(v.number()), '[1,2]')).toEqual({ ok: true, value: [1, 2] })
  })

  it('refuses a text longer than the limit before parsing it', () => {
    const parse = vi.spyOn(JSON, 'parse')
    expect(parseStoredValue(v.string(), JSON.stringify('x'.repeat(MAX_STORED_LENGTH)))).toEqual({ ok: false })
    expect(parse).not.toHaveBeenCalled()
  })

  // A corrupt stored cart of thousands of lines was validated line by line, each issue reported.
  it('stops at the first issue', () => {
    const checked = vi.fn(() => false)
    const schema = v.array(v.pipe(v.number(), v.check(checked)))
    expect(parseStoredValue(schema, JSON.stringify(Array.from({ length: 200 }, (_, index) => index)), 10_000)).toEqual({ ok: false })
    expect(checked).toHaveBeenCalledTimes(1)
  })

  it('refuses text that is not JSON', () => {
    expect(parseStoredValue(v.string(), '{"oops')).toEqual({ ok: false })
  })
})

describe('validatedStorage', () => {
  const storage = validatedStorage(v.picklist(['light', 'dark']))

  it.each([
    ['not JSON', '{"oops'],
    ['a value its schema refuses', '"purple"'],
    ['a text over the limit', JSON.stringify('x'.repeat(MAX_STORED_LENGTH + 1))],
  ])('gives the default for %s and removes it', (_name, raw) => {
    window.localStorage.setItem(KEY, raw)
    expect(storage.getItem(KEY, 'light')).toBe('light')
    expect(window.localStorage.getItem(KEY)).toBeNull()
  })

  it('keeps a valid value', () => {
    window.localStorage.setItem(KEY, '"dark"')
    expect(storage.getItem(KEY, 'light')).toBe('dark')
    expect(window.localStorage.getItem(KEY)).toBe('"dark"')
  })

  // Another tab may run a newer version of the site, with values this one does not know yet.
  it("gives the default for another tab's value it cannot read, without removing it", () => {
    const callback = vi.fn()
    const unsubscribe = storage.subscribe?.(KEY, callback, 'light')
    window.localStorage.setItem(KEY, '"purple"')
    window.dispatchEvent(new StorageEvent('storage', { key: KEY, newValue: '"purple"' }))
    window.dispatchEvent(new StorageEvent('storage', { key: KEY, newValue: '"dark"' }))
    expect(callback.mock.calls).toEqual([['light'], ['dark']])
    expect(window.localStorage.getItem(KEY)).toBe('"purple"')
    unsubscribe?.()
  })
})

describe('atomWithValidatedStorage', () => {
  it('reads a failing value as the default and removes it, once', () => {
    window.localStorage.setItem(KEY, '[1,"two"]')
    const getItem = vi.spyOn(Storage.prototype, 'getItem')
    const numbers = atomWithValidatedStorage(KEY, v.array(v.number()), [], { getOnInit: true })
    const store = createStore()
    store.sub(numbers, () => undefined)
    expect(store.get(numbers)).toEqual([])
    expect(window.localStorage.getItem(KEY)).toBeNull()
    // Read as it is created and as it is mounted: the second read finds nothing to parse.
    expect(getItem.mock.results.filter((result) => result.value !== null)).toHaveLength(1)
  })
})
