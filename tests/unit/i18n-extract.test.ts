// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { fillTranslations, poEntries } from '../../scripts/i18n-extract'

const moved = ['msgid ""', 'msgstr ""', '"Language: de\\n"', '', '#: src/a.tsx', 'msgid "Cart"', 'msgstr ""', '', 'msgctxt "verb"', 'msgid "Order"', 'msgstr ""', '', 'msgid "Kept"', 'msgstr "Behalten"', ''].join('\n')

describe('keeping translations when messages move between catalogs', () => {
  it('reads the entries of a PO file, the header left out, contexts apart', () => {
    expect(poEntries(moved).map((entry) => [entry.key, entry.msgstr])).toEqual([
      ['\u0004Cart', ''],
      ['verb\u0004Order', ''],
      ['\u0004Kept', 'Behalten'],
    ])
  })

  it('fills only the untranslated entries it knows a translation of', () => {
    const translations = new Map([
      ['\u0004Cart', 'Warenkorb "neu"'],
      ['verb\u0004Order', 'Bestellen'],
      ['\u0004Kept', 'Anders'],
    ])
    const filled = fillTranslations(moved, translations)
    expect(filled).toContain('msgid "Cart"\nmsgstr "Warenkorb \\"neu\\""')
    expect(filled).toContain('msgctxt "verb"\nmsgid "Order"\nmsgstr "Bestellen"')
    expect(filled).toContain('msgid "Kept"\nmsgstr "Behalten"')
    expect(filled.startsWith('msgid ""\nmsgstr ""\n"Language: de\\n"')).toBe(true)
  })
})
