import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { COMPANY_CONTACT, HEAD_OFFICE, OFFICES, type Office, type PhoneNumber } from './offices'

/**
 * The company's legal facts: the one source of the legal notice (Impressum, Künye) and of the
 * privacy page's controller. Storm is an example company: every register entry, number and
 * representative below is fictional (the pages say so). Names of registers, courts and tax offices
 * are proper names and stay as written locally in every language; what they are is translated.
 */

export interface Person {
  name: string
  role: MessageDescriptor
}

export interface LegalEntity {
  /** The registered trade name (ticaret unvanı). */
  name: string
  legalForm: MessageDescriptor
  headOffice: Office
  phone: PhoneNumber
  email: string
  /** Where data subjects write (GDPR Art. 13 (1) (b), KVKK Art. 13). */
  privacyEmail: string
  /** Share capital in Turkish lira, fully paid in (Turkish Commercial Code Art. 1524). */
  shareCapital: number
  /** Entry in the Turkish trade register. */
  tradeRegister: { office: string; number: string }
  /** The central registration system number (MERSİS), 16 digits. */
  mersis: string
  tax: { office: string; number: string }
  /** The board of directors (yönetim kurulu), who represent the company. */
  board: readonly Person[]
  /** The branch office in Germany, entered in the German commercial register. */
  germanBranch: { name: string; office: Office; court: string; number: string; vatId: string; representative: Person }
  /** Responsible for journalistic and editorial content (§ 18 (2) MStV): lives in Germany. */
  contentResponsible: { name: string; office: Office }
}

function officeOf(id: Office['id']): Office {
  const office = OFFICES.find((candidate) => candidate.id === id)
  if (office === undefined) throw new Error(`No office ${id}`)
  return office
}

const BERLIN = officeOf('berlin')

export const LEGAL_ENTITY: LegalEntity = {
  name: 'Storm Yazılım ve Danışmanlık A.Ş.',
  legalForm: msg({ message: `Joint-stock company (anonim şirket) under Turkish law`, comment: 'Legal notice: the legal form of the company.' }),
  headOffice: HEAD_OFFICE,
  phone: COMPANY_CONTACT.phone,
  email: COMPANY_CONTACT.email,
  privacyEmail: 'privacy@stormyazilim.com.tr',
  shareCapital: 5_000_000,
  tradeRegister: { office: 'Eskişehir Ticaret Sicili Müdürlüğü', number: '41287' },
  mersis: '0781045239600015',
  tax: { office: 'Eskişehir Yunus Emre Vergi Dairesi', number: '7810452396' },
  board: [
    { name: 'Mert Öztürk', role: msg({ message: `Chair of the board of directors and managing director`, comment: 'Legal notice: the role of a person who represents the company.' }) },
    { name: 'Elif Kaya', role: msg({ message: `Member of the board of directors`, comment: 'Legal notice: the role of a person who represents the company.' }) },
  ],
  germanBranch: {
    name: 'Storm Yazılım ve Danışmanlık A.Ş., Zweigniederlassung Berlin',
    office: BERLIN,
    court: 'Amtsgericht Berlin-Charlottenburg',
    number: 'HRB 231874 B',
    vatId: 'DE318742905',
    representative: { name: 'Jonas Weber', role: msg({ message: `Permanent representative of the branch office`, comment: 'Legal notice: the role of the person who represents the German branch office.' }) },
  },
  contentResponsible: { name: 'Jonas Weber', office: BERLIN },
}

/** A supervisory authority for data protection (GDPR Art. 13 (2) (d), KVKK Art. 14). */
export interface Authority {
  name: MessageDescriptor
  /** Where it is responsible. */
  scope: MessageDescriptor
  address: string
  url: string
}

export const DATA_PROTECTION_AUTHORITIES: readonly Authority[] = [
  {
    name: msg`Personal Data Protection Authority (KVKK)`,
    scope: msg`For the head office and everyone whose data is processed in Türkiye.`,
    address: 'Nasuh Akar Mah. 1407. Sok. No: 4, 06520 Çankaya/Ankara',
    url: 'https://www.kvkk.gov.tr',
  },
  {
    name: msg`Berlin Commissioner for Data Protection and Freedom of Information`,
    scope: msg`For the Berlin branch office and visitors in the European Union.`,
    address: 'Alt-Moabit 59–61, 10555 Berlin',
    url: 'https://www.datenschutz-berlin.de',
  },
  {
    name: msg`Information Commissioner's Office (ICO)`,
    scope: msg`For the London office and visitors in the United Kingdom.`,
    address: 'Wycliffe House, Water Lane, Wilmslow, Cheshire SK9 5AF',
    url: 'https://ico.org.uk',
  },
]
