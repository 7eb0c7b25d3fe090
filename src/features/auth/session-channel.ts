import * as v from 'valibot'

/**
 * Sign-out reaches every open tab of the site: the tab that signs out tells the others on a
 * BroadcastChannel, and each of them forgets the account and leaves account pages. (The cookie is
 * shared, but a tab reads it only when it calls the API.) One channel object per tab both sends and
 * listens: a channel never hears its own messages, so a tab does not follow itself.
 */
const CHANNEL_NAME = 'storm-session'

const SignedOutMessageSchema = v.object({ type: v.literal('signed-out') })

let channel: BroadcastChannel | null = null
const listeners = new Set<() => void>()

function tabChannel(): BroadcastChannel | null {
  if (typeof BroadcastChannel === 'undefined') return null
  if (channel === null) {
    channel = new BroadcastChannel(CHANNEL_NAME)
    channel.onmessage = (event: MessageEvent<unknown>) => {
      // Another tab of this origin is the only sender; its message is still checked.
      if (!v.is(SignedOutMessageSchema, event.data)) return
      for (const listener of listeners) listener()
    }
  }
  return channel
}

/** Tells the site's other tabs that the visitor signed out. */
export function announceSignOut(): void {
  tabChannel()?.postMessage({ type: 'signed-out' } satisfies v.InferOutput<typeof SignedOutMessageSchema>)
}

/** Calls `listener` whenever another tab signs out; returns the unsubscribe function. */
export function onSignOutElsewhere(listener: () => void): () => void {
  if (tabChannel() === null) return () => undefined
  listeners.add(listener)
  return () => {
    listeners.delete(listener)
  }
}
