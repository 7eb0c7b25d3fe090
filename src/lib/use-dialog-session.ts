import { useRef, useState } from 'react'

/**
 * Sessions of a modal `<dialog>` that is mounted while open. The browser fires a dialog's `close`
 * event after the dialog has closed (Chromium: at the next frame), so a visitor quick on the keys
 * can open it again before the event arrives: each opening is a session of its own, which keys the
 * dialog so that it mounts afresh, and the late close of an earlier session is ignored.
 */
export function useDialogSession() {
  const [session, setSession] = useState(0)
  const newest = useRef(0)
  return {
    /** The newest session: the key of the dialog. */
    session,
    /** Starts a session; call it when the visitor opens the dialog. */
    begin() {
      newest.current += 1
      setSession(newest.current)
    },
    /** Whether a closing dialog's session is the newest one (an older one's close event came late). */
    isNewest(closing: number) {
      return closing === newest.current
    },
  }
}
