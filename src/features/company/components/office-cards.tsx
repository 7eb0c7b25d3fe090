import { Trans, useLingui } from '@lingui/react/macro'
import { focusRing } from '~/components/focus-ring'
import type { Office, OfficeId } from '~/features/contact/offices'

export interface OfficeCardsProps {
  offices: readonly Office[]
  /** The office the map shows. */
  shown: OfficeId
  /** Asks the map to show an office. */
  onShow: (office: Office) => void
}

/**
 * The offices as cards (picture, city, country, address, phone), each with a button that puts it
 * on the map below; the button of the office on the map is pressed.
 */
export function OfficeCards({ offices, shown, onShow }: OfficeCardsProps) {
  const { i18n, t } = useLingui()
  return (
    <ul className="grid gap-6 sm:grid-cols-2">
      {offices.map((office) => {
        const city = i18n._(office.cityName)
        const country = i18n._(office.countryName)
        const phone = office.phone.display
        const current = office.id === shown
        return (
          <li key={office.id}>
            <article
              aria-labelledby={`office-${office.id}`}
              className="flex h-full flex-col overflow-hidden rounded-3xl border border-slate-200 bg-white lg:flex-row dark:border-slate-800 dark:bg-slate-900"
            >
              <img
                src={office.image.src}
                width={office.image.width}
                height={office.image.height}
                alt=""
                loading="lazy"
                decoding="async"
                className="aspect-[3/2] w-full bg-slate-100 object-cover lg:aspect-auto lg:w-2/5 dark:bg-slate-800"
              />
              <div className="flex flex-1 flex-col gap-1 p-6">
                <h3 id={`office-${office.id}`} className="text-2xl font-bold text-slate-900 dark:text-white">
                  {city}
                </h3>
                <p className="text-sm font-semibold text-indigo-700 dark:text-indigo-300">
                  {office.headOffice ? <Trans>{country} · head office</Trans> : country}
                </p>
                <address className="mt-2 text-slate-600 not-italic dark:text-slate-300">{office.address}</address>
                <p className="mt-2">
                  <a
                    href={`tel:${office.phone.e164}`}
                    className={`rounded-sm font-semibold text-indigo-700 underline-offset-4 hover:underline dark:text-indigo-300 ${focusRing}`}
                  >
                    <Trans>Call {phone}</Trans>
                  </a>
                </p>
                <p className="mt-auto pt-4">
                  <button
                    type="button"
                    aria-pressed={current}
                    // The card's heading names the city: the label stays on one line in a card half the
                    // page wide, the name says which office.
                    aria-label={t`Show on the map: ${city}`}
                    onClick={() => onShow(office)}
                    className={`inline-flex min-h-11 items-center gap-2 rounded-lg border px-4 font-semibold ${
                      current
                        ? 'border-indigo-700 bg-indigo-700 text-white dark:border-indigo-400 dark:bg-indigo-400 dark:text-slate-950'
                        : 'border-slate-300 text-slate-800 hover:bg-slate-50 dark:border-slate-600 dark:text-slate-100 dark:hover:bg-slate-800'
                    } ${focusRing}`}
                  >
                    <Trans>Show on the map</Trans>
                  </button>
                </p>
              </div>
            </article>
          </li>
        )
      })}
    </ul>
  )
}
