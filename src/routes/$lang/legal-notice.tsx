import { Trans, useLingui } from '@lingui/react/macro'
import { createFileRoute } from '@tanstack/react-router'
import { LabelList } from '~/components/label-list'
import { PageLink } from '~/components/page-link'
import { PageIntro } from '~/components/sections/page-intro'
import { formatOfficeAddress, telHref } from '~/features/contact/offices'
import { LEGAL_ENTITY } from '~/features/contact/legal-entity'
import { pageHead } from '~/features/seo/head'

export const Route = createFileRoute('/$lang/legal-notice')({
  head: pageHead,
  component: LegalNoticePage,
})

const heading = 'mt-10 text-2xl font-bold tracking-tight'
const paragraph = 'mt-3 text-slate-700 dark:text-slate-300'
const linkClass = 'font-medium text-indigo-700 underline underline-offset-4 dark:text-indigo-300'


function LegalNoticePage() {
  const { lang } = Route.useParams()
  const { t, i18n } = useLingui()
  const company = LEGAL_ENTITY
  const branch = company.germanBranch
  const capital = new Intl.NumberFormat(i18n.locale, { style: 'currency', currency: 'TRY', maximumFractionDigits: 0 }).format(company.shareCapital)
  const responsible = company.contentResponsible

  return (
    <section className="mx-auto max-w-7xl px-4 py-16 sm:px-6 lg:py-20">
      <PageIntro lang={lang} />
      <div className="max-w-3xl">
        <p className="mt-6 rounded-lg border border-amber-300 bg-amber-50 px-4 py-3 text-amber-950 dark:border-amber-700 dark:bg-amber-950 dark:text-amber-100">
          <Trans comment="Legal notice: the note at the top that the company and its registration data are examples.">Example company: all registration data on this page is fictional.</Trans>
        </p>

        <h2 className={heading}>
          <Trans comment="Legal notice: heading of the company's name, legal form and head office.">Provider of this website</Trans>
        </h2>
        <LabelList className="mt-4 text-slate-700 dark:text-slate-300"
          rows={[
            { label: t({ message: 'Company', comment: 'Legal notice: label of the registered trade name.' }), value: company.name },
            { label: t({ message: 'Legal form', comment: 'Legal notice: label.' }), value: i18n._(company.legalForm) },
            { label: t({ message: 'Head office', comment: 'Legal notice: label of the registered address.' }), value: <address className="not-italic">{formatOfficeAddress(company.headOffice, i18n)}</address> },
            { label: t({ message: 'Share capital', comment: 'Legal notice: label of the company capital.' }), value: t({ message: `${capital}, fully paid in`, comment: 'Legal notice: the share capital, e.g. "₺5,000,000, fully paid in".' }) },
          ]}
        />

        <h2 className={heading}>
          <Trans comment="Legal notice: heading of the people who represent the company.">Represented by</Trans>
        </h2>
        <ul className={`${paragraph} list-disc space-y-1 pl-6`}>
          {company.board.map((person) => (
            <li key={person.name}>
              {person.name}, {i18n._(person.role)}
            </li>
          ))}
        </ul>

        <h2 className={heading}>
          <Trans comment="Legal notice: heading of the company's phone and email.">Contact</Trans>
        </h2>
        <LabelList className="mt-4 text-slate-700 dark:text-slate-300"
          rows={[
            { label: t({ message: 'Phone', comment: 'Legal notice: label.' }), value: <a className={linkClass} href={telHref(company.phone)}>{company.phone.display}</a> },
            { label: t({ message: 'Email', comment: 'Legal notice: label.' }), value: <a className={linkClass} href={`mailto:${company.email}`}>{company.email}</a> },
          ]}
        />

        <h2 className={heading}>
          <Trans comment="Legal notice: heading of the trade register, MERSIS and tax numbers.">Register entries and tax numbers</Trans>
        </h2>
        <LabelList className="mt-4 text-slate-700 dark:text-slate-300"
          rows={[
            { label: t({ message: 'Trade register', comment: 'Legal notice: label; the value is the Turkish registry office and number.' }), value: `${company.tradeRegister.office}, ${company.tradeRegister.number}` },
            { label: t({ message: 'MERSIS number', comment: 'Legal notice: label of the Turkish central registration number (MERSİS).' }), value: company.mersis },
            { label: t({ message: 'Tax office and tax number', comment: 'Legal notice: label; the value is a Turkish tax office and the tax number.' }), value: `${company.tax.office}, ${company.tax.number}` },
          ]}
        />

        <h2 className={heading}>
          <Trans comment="Legal notice: heading of the German branch office's details.">Branch office in Germany</Trans>
        </h2>
        <LabelList className="mt-4 text-slate-700 dark:text-slate-300"
          rows={[
            { label: t({ message: 'Branch office', comment: 'Legal notice: label of the branch name.' }), value: branch.name },
            { label: t({ message: 'Address', comment: 'Legal notice: label.' }), value: <address className="not-italic">{formatOfficeAddress(branch.office, i18n)}</address> },
            { label: t({ message: 'Commercial register', comment: 'Legal notice: label; the value is a German local court and the HRB number.' }), value: `${branch.court}, ${branch.number}` },
            { label: t({ message: 'VAT identification number', comment: 'Legal notice: label (German "USt-IdNr." under § 27a UStG).' }), value: branch.vatId },
            { label: i18n._(branch.representative.role), value: branch.representative.name },
          ]}
        />

        <h2 className={heading}>
          <Trans comment="Legal notice: heading; § 18 (2) MStV is the German Interstate Media Treaty.">Responsible for content under § 18 (2) MStV</Trans>
        </h2>
        <p className={paragraph}>
          {responsible.name}, {formatOfficeAddress(responsible.office, i18n)}
        </p>

        <h2 className={heading}>
          <Trans comment="Legal notice: heading of the statement on consumer dispute resolution.">Consumer dispute resolution</Trans>
        </h2>
        <p className={paragraph}>
          <Trans>
            We are neither willing nor obliged to take part in dispute resolution proceedings before a consumer arbitration
            board (§ 36 German Consumer Dispute Resolution Act, VSBG). The European Commission's online dispute resolution
            platform was closed on 20 July 2025.
          </Trans>
        </p>
        <p className={paragraph}>
          <Trans>
            Consumers in Türkiye may apply to the consumer arbitration committees and consumer courts under Law No. 6502 on
            the Protection of Consumers.
          </Trans>
        </p>

        <h2 className={heading}>
          <Trans comment="Legal notice: heading of the pointer to the privacy page.">Data protection</Trans>
        </h2>
        <p className={paragraph}>
          <Trans>
            How we process personal data is described on the <PageLink lang={lang} page="privacy" className={linkClass}>privacy page</PageLink>.
          </Trans>
        </p>
      </div>
    </section>
  )
}
