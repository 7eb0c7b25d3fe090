import * as v from 'valibot'

/** Where TanStack Devtools keeps its settings; stored settings win over the `config` it is given. */
export const DEVTOOLS_SETTINGS_KEY = 'tanstack_devtools_settings'

// An object of settings; an array passes a record's check, so it is refused first.
const StoredSettingsSchema = v.pipe(
  v.unknown(),
  v.check((settings) => !Array.isArray(settings)),
  v.record(v.string(), v.unknown()),
)

/**
 * Before the panel mounts: it opens at once, and its own floating trigger stays hidden whatever an
 * earlier session stored (a fixed button covers part of the page on a phone: the add-to-cart bar,
 * the consent banner, the back-to-top button). The site's in-flow button under the footer opens
 * it again (src/routes/-components/devtools.tsx); TanStack's hotkey still does too.
 */
export function pinTriggerSettings(storage: Pick<Storage, 'getItem' | 'setItem'>): void {
  let stored: Record<string, unknown> = {}
  try {
    const parsed = v.safeParse(StoredSettingsSchema, JSON.parse(storage.getItem(DEVTOOLS_SETTINGS_KEY) ?? '{}'))
    if (parsed.success) stored = parsed.output
  } catch {
    // Not JSON: TanStack Devtools would ignore it too; replaced below.
  }
  storage.setItem(DEVTOOLS_SETTINGS_KEY, JSON.stringify({ ...stored, defaultOpen: true, triggerHidden: true }))
}
