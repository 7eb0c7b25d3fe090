import { Trans, useLingui } from '@lingui/react/macro'
import { useId, useState, type ReactNode } from 'react'
import { focusRing } from '~/components/focus-ring'

/** One option of a radio group: a size or a colour (with its swatch). */
export interface ChoiceItem {
  id: string
  label: string
  available: boolean
  hex?: string
}

// The radio sits inside its label, visually hidden but focusable: the label is the 44 px target and
// shows the focus and the chosen option (the checkout's choices look the same); an option out of
// stock is dashed and greyed, and says so in words. Classes the site's stylesheet has already, but
// for the dark theme's focus outline (the stylesheet has a budget).
const optionClass =
  'inline-flex min-h-11 cursor-pointer items-center justify-center gap-2 rounded-lg border bg-white px-3 text-sm text-slate-900 has-checked:border-indigo-600 has-checked:bg-indigo-50 has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-indigo-600 dark:bg-slate-900 dark:text-slate-100 dark:has-checked:border-indigo-400 dark:has-checked:bg-indigo-950 dark:has-focus-visible:outline-indigo-400'
const inStockClass = 'border-slate-400 font-semibold hover:bg-slate-50 dark:border-slate-500 dark:hover:bg-slate-800'
const soldOutClass = 'cursor-not-allowed border-dashed border-slate-400 font-normal text-slate-600 dark:border-slate-500 dark:text-slate-300'

/**
 * A size or colour choice: native radios in a fieldset with its legend, so the arrow keys move
 * between the options (skipping those out of stock) and a screen reader names the group. An option
 * out of stock is disabled and says so in words ("XL — out of stock"); a colour shows its swatch
 * beside its name.
 */
export function ChoiceGroup({
  legend,
  items,
  value,
  onChange,
}: {
  legend: ReactNode
  items: readonly ChoiceItem[]
  value: string | undefined
  onChange: (id: string) => void
}) {
  const { t } = useLingui()
  const name = useId()
  return (
    <fieldset className="flex flex-col gap-2">
      <legend className="mb-2 text-sm font-semibold">{legend}</legend>
      <div className="flex flex-wrap gap-2">
        {items.map((item) => {
          const label = item.label
          return (
            <label key={item.id} className={`${optionClass} ${item.available ? inStockClass : soldOutClass}`}>
              <input
                type="radio"
                name={name}
                value={item.id}
                checked={value === item.id}
                disabled={!item.available}
                onChange={() => onChange(item.id)}
                className="sr-only"
              />
              {item.hex !== undefined && (
                <span aria-hidden="true" className="size-5 shrink-0 rounded-full border border-slate-500" style={{ backgroundColor: item.hex }} />
              )}
              {item.available ? label : <span>{t`${label} — out of stock`}</span>}
            </label>
          )
        })}
      </div>
    </fieldset>
  )
}

/** A button at its limit: still focusable (aria-disabled), greyed. */
const limitClass = 'text-slate-600 dark:text-slate-400'

const stepClass = `inline-flex size-11 items-center justify-center rounded-lg text-xl font-bold hover:bg-slate-100 aria-disabled:cursor-not-allowed dark:hover:bg-slate-800 ${focusRing}`

/**
 * How many to add: − / number / +, from 1 to `max`. The number takes typing and the arrow keys (a
 * native spin button); the buttons stay focusable at the limits (aria-disabled) and a polite live
 * region says the new quantity after each press.
 */
export function QuantityStepper({ value, max, onChange }: { value: number; max: number; onChange: (quantity: number) => void }) {
  const { t } = useLingui()
  const inputId = useId()
  const noteId = useId()
  const [draft, setDraft] = useState<string | null>(null)
  const [announced, setAnnounced] = useState('')
  // A quantity typed above the stock is taken as the stock, and the visitor is told so.
  const [overStock, setOverStock] = useState(false)
  const clamp = (quantity: number) => Math.max(1, Math.min(max, quantity))
  const stock = max
  const step = (by: number) => {
    const next = clamp(value + by)
    setDraft(null)
    setOverStock(false)
    onChange(next)
    setAnnounced(t`Quantity: ${next}`)
  }
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={inputId} className="text-sm font-semibold">
        <Trans>Quantity</Trans>
      </label>
      <div className="inline-flex w-fit items-center rounded-lg border border-slate-500 bg-white dark:border-slate-400 dark:bg-slate-900">
        <button
          type="button"
          aria-label={t`Decrease quantity`}
          aria-disabled={value <= 1 || undefined}
          onClick={() => step(-1)}
          className={`${stepClass} ${value <= 1 ? limitClass : ''}`}
        >
          <span aria-hidden="true">−</span>
        </button>
        <input
          id={inputId}
          type="number"
          inputMode="numeric"
          min={1}
          max={max}
          step={1}
          value={draft ?? String(value)}
          onChange={(event) => {
            const typed = event.target.value
            setDraft(typed)
            const quantity = Number(typed)
            if (typed === '' || !Number.isSafeInteger(quantity)) return
            setOverStock(quantity > max)
            // Over the stock, the field shows the quantity taken at once.
            if (quantity > max) setDraft(null)
            onChange(clamp(quantity))
          }}
          onBlur={() => setDraft(null)}
          aria-describedby={overStock ? noteId : undefined}
          className={`min-h-11 w-16 [appearance:textfield] rounded-lg bg-white text-center text-base text-slate-900 tabular-nums dark:bg-slate-900 dark:text-white [&::-webkit-inner-spin-button]:appearance-none ${focusRing}`}
        />
        <button
          type="button"
          aria-label={t`Increase quantity`}
          aria-disabled={value >= max || undefined}
          onClick={() => step(1)}
          className={`${stepClass} ${value >= max ? limitClass : ''}`}
        >
          <span aria-hidden="true">+</span>
        </button>
      </div>
      <p role="status" className="sr-only">
        {announced}
      </p>
      <p id={noteId} role="status" className="text-sm font-medium text-red-700 empty:hidden dark:text-red-400">
        {overStock ? t`Only ${stock} in stock: the quantity is ${stock}.` : ''}
      </p>
    </div>
  )
}
