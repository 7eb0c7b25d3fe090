/**
 * Toasts through sonner, loaded on first use so that it stays out of the first load.
 * Texts arrive translated; the toaster itself is mounted by the layout.
 */
type Kind = 'success' | 'error'

export async function notify(kind: Kind, title: string, description: string, durationMs?: number): Promise<void> {
  const { toast } = await import('sonner')
  toast[kind](title, durationMs === undefined ? { description } : { description, duration: durationMs })
}
