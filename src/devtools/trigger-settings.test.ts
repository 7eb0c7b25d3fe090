import { describe, expect, it } from 'vitest'
import { DEVTOOLS_SETTINGS_KEY, pinTriggerSettings } from './trigger-settings'

function memoryStorage(initial?: string) {
  const items = new Map<string, string>(initial === undefined ? [] : [[DEVTOOLS_SETTINGS_KEY, initial]])
  return {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    settings: () => JSON.parse(items.get(DEVTOOLS_SETTINGS_KEY) ?? 'null') as unknown,
  }
}

describe('pinTriggerSettings', () => {
  it('opens the panel and hides its floating trigger when nothing is stored', () => {
    const storage = memoryStorage()
    pinTriggerSettings(storage)
    expect(storage.settings()).toEqual({ defaultOpen: true, triggerHidden: true })
  })

  it("overrides an earlier session's visible trigger and keeps its other settings", () => {
    const storage = memoryStorage(JSON.stringify({ triggerHidden: false, defaultOpen: false, position: 'bottom-left', theme: 'light' }))
    pinTriggerSettings(storage)
    expect(storage.settings()).toEqual({ triggerHidden: true, defaultOpen: true, position: 'bottom-left', theme: 'light' })
  })

  it('replaces a stored value that is not a settings object', () => {
    for (const stored of ['not json', '[1,2]', 'null']) {
      const storage = memoryStorage(stored)
      pinTriggerSettings(storage)
      expect(storage.settings()).toEqual({ defaultOpen: true, triggerHidden: true })
    }
  })
})
