/**
 * Toasts through sonner, loaded on first use so that it stays out of the first load.
 * Texts arrive translated; the toaster itself is mounted by the layout. If sonner cannot load,
 * the failure is logged and the page goes on (the form keeps what was typed either way).
 */
type Kind = 'success' | 'error'

async function showToast(kind: Kind, title: string, description: string, durationMs: number | undefined): Promise<void> {
  const { toast } = await import('sonner')
  toast[kind](title, durationMs === undefined ? { description } : { description, duration: durationMs })
}

export function notify(kind: Kind, title: string, description: string, durationMs?: number): void {
  showToast(kind, title, description, durationMs).catch((error: unknown) => {
    console.error('The notification could not be shown', error)
  })
}
