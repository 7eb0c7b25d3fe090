/**
 * The Chromium every script and test drives: Debian's package (Playwright cannot download its own
 * browser here), or the one `CHROMIUM_PATH` names.
 */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'
