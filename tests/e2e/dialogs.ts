import type { Page } from '@playwright/test'

/**
 * Closes the open modal dialog and, in the same task, presses the button that focus returned to:
 * the order in which a visitor quick on the keys meets a busy machine, where the dialog's `close`
 * event (which Chromium fires at the next frame) arrives after the second press.
 */
export async function reopenBeforeTheCloseEvent(page: Page) {
  await page.evaluate(() => {
    const open = document.querySelector('dialog[open]')
    if (!(open instanceof HTMLDialogElement)) throw new Error('no dialog is open')
    open.close()
    const opener = document.activeElement
    if (!(opener instanceof HTMLButtonElement)) throw new Error('focus did not return to a button')
    opener.click()
  })
}
