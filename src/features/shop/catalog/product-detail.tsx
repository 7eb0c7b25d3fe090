import { Trans, useLingui } from '@lingui/react/macro'
import { useSuspenseQuery } from '@tanstack/react-query'
import { useEffect, useRef, useState, type ReactNode } from 'react'
import { BreadcrumbTrail } from '~/components/breadcrumb'
import type { Lang } from '~/lib/languages'
import { pageTexts } from '~/site/pages'
import { sectionLabels } from '~/site/section-labels'
import { shopQueries } from './queries'
import { defaultChoice, isChoice, normalizeChoice } from '../choices'
import { pictureColorName, pictureIndex } from '../pictures'
import { MAX_LINE_QUANTITY, type Gender, type LineChoice, type Product } from '../schemas'
import { AddToCartButton } from '../cart/add-to-cart-button'
import { ChoiceGroup, QuantityStepper } from './product-choices'
import { ProductPrice, SaleBadge, TagBadge } from './product-price'
import { Stars } from '../reviews/stars'
import { focusRing } from '~/components/focus-ring'
import { WishlistButton } from '../cart/wishlist-button'

export function ProductDetail({ product, lang }: { product: Product; lang: Lang }) {
  const { t } = useLingui()
  // The default choice (the first size and colour in stock) is chosen to begin with, and the
  // picture shown is its colour's; choosing a colour shows that colour's picture.
  const [choice, setChoice] = useState<LineChoice>(() => defaultChoice(product.attributes))
  const [shown, setShown] = useState(() => pictureIndex(product, choice))
  const [quantity, setQuantity] = useState(1)
  const { sizes, colors } = product.attributes
  const name = product.name
  const total = product.images.length
  const shownPosition = shown + 1
  const genders: Record<Gender, string> = { men: t`Men`, women: t`Women`, unisex: t`Unisex` }
  const stock = product.stock
  const chosen = normalizeChoice(product.attributes, choice)
  const color = pictureColorName(product, product.images[shown])

  return (
    <div className="grid gap-10 lg:grid-cols-2">
      <div>
        <img
          src={product.images[shown]}
          alt={color === undefined ? t`${name}, image ${shownPosition} of ${total}` : t`${name} in ${color}, image ${shownPosition} of ${total}`}
          width={400}
          height={400}
          className="aspect-square w-full rounded-2xl object-cover"
        />
        <ul className="mt-4 flex gap-3" aria-label={t`Images of ${name}`}>
          {product.images.map((image, index) => {
            const position = index + 1
            return (
              <li key={image}>
                <button
                  type="button"
                  aria-pressed={index === shown}
                  onClick={() => setShown(index)}
                  className={`overflow-hidden rounded-lg border-2 aria-pressed:border-indigo-700 dark:aria-pressed:border-indigo-300 border-transparent ${focusRing}`}
                >
                  <img src={image} alt="" width={80} height={80} className="size-20 object-cover" />
                  <span className="sr-only">{t`Show image ${position} of ${total}`}</span>
                </button>
              </li>
            )
          })}
        </ul>
      </div>
      <div className="flex flex-col gap-4">
        <p className="text-sm font-semibold tracking-wide text-slate-600 caps dark:text-slate-300">{product.category}</p>
        <h1 className="text-3xl font-extrabold tracking-tight sm:text-4xl">{name}</h1>
        <div className="flex flex-wrap items-center gap-2">
          <SaleBadge product={product} lang={lang} />
          {product.tag !== null && <TagBadge>{product.tag}</TagBadge>}
        </div>
        <Stars stars={product.review.stars} count={product.review.count} />
        <ProductPrice product={product} lang={lang} className="text-2xl" />
        <p className="text-slate-700 dark:text-slate-300">{product.description}</p>
        <dl className="grid grid-cols-[auto_1fr] gap-x-6 gap-y-2 text-sm">
          {!isChoice(colors) && (
            <>
              <dt className="font-semibold">
                <Trans>Colour</Trans>
              </dt>
              <dd>
                <ul className="flex flex-wrap gap-3">
                  {colors.map((option) => (
                    <li key={option.id} className="flex items-center gap-1.5">
                      <span aria-hidden="true" className="size-4 rounded-full border border-slate-400" style={{ backgroundColor: option.hex }} />
                      {option.name}
                    </li>
                  ))}
                </ul>
              </dd>
            </>
          )}
          <dt className="font-semibold">
            <Trans>Gender</Trans>
          </dt>
          <dd>{genders[product.attributes.gender]}</dd>
          {!isChoice(sizes) && (
            <>
              <dt className="font-semibold">
                <Trans>Size</Trans>
              </dt>
              <dd>{product.attributes.size}</dd>
            </>
          )}
          <dt className="font-semibold">
            <Trans>Availability</Trans>
          </dt>
          <dd>{stock === 0 ? <Trans>Out of stock</Trans> : <Trans>{stock} in stock</Trans>}</dd>
        </dl>
        {isChoice(sizes) && (
          <ChoiceGroup
            legend={<Trans>Size</Trans>}
            items={sizes}
            value={chosen.size}
            onChange={(size) => setChoice({ ...chosen, size })}
          />
        )}
        {isChoice(colors) && (
          <ChoiceGroup
            legend={<Trans>Colour</Trans>}
            items={colors.map((option) => ({ id: option.id, label: option.name, available: option.available, hex: option.hex }))}
            value={chosen.color}
            onChange={(id) => {
              const next = { ...chosen, color: id }
              setChoice(next)
              setShown(pictureIndex(product, next))
            }}
          />
        )}
        <div className="flex flex-wrap items-end gap-3">
          {stock > 0 && <QuantityStepper value={quantity} max={Math.min(stock, MAX_LINE_QUANTITY)} onChange={setQuantity} />}
          <StickyOnPhone>
            <AddToCartButton product={product} quantity={quantity} choice={chosen} className="text-sm max-lg:flex-1" />
            <WishlistButton product={product} className="shrink-0" />
          </StickyOnPhone>
        </div>
      </div>
    </div>
  )
}

/**
 * The buttons to add to the cart and the wishlist: in the flow of the page, full width on a phone;
 * once a phone's visitor has scrolled past them, a bar at the bottom of the screen, until the end of
 * the page's content is in view (nothing at the end stays covered). The bar leaves the right corner
 * to the back-to-top button, and the consent banner sits above it. Its place in the flow keeps its
 * height, so nothing moves when it leaves.
 */
function StickyOnPhone({ children }: { children: ReactNode }) {
  const spot = useRef<HTMLDivElement>(null)
  const [floating, setFloating] = useState(false)
  useEffect(() => {
    const update = () => {
      const place = spot.current?.getBoundingClientRect()
      const main = document.getElementById('main')?.getBoundingClientRect()
      // Past: above the screen, or under the sticky header.
      const top = Math.max(0, document.querySelector('header')?.getBoundingClientRect().bottom ?? 0)
      setFloating(place !== undefined && place.bottom < top && (main === undefined || main.bottom > window.innerHeight))
    }
    window.addEventListener('scroll', update, { passive: true })
    window.addEventListener('resize', update)
    return () => {
      window.removeEventListener('scroll', update)
      window.removeEventListener('resize', update)
    }
  }, [])
  return (
    <div ref={spot} className="min-h-11 max-lg:basis-full">
      <div
        data-floating={floating || undefined}
        className="flex items-end gap-3 max-lg:data-floating:fixed max-lg:data-floating:inset-x-0 max-lg:data-floating:bottom-0 max-lg:data-floating:z-30 max-lg:data-floating:border-t max-lg:data-floating:border-slate-200 max-lg:data-floating:bg-white max-lg:data-floating:py-3 max-lg:data-floating:pr-20 max-lg:data-floating:pl-4 max-lg:data-floating:shadow-[0_-4px_16px_rgb(0_0_0/0.08)] dark:max-lg:data-floating:border-slate-700 dark:max-lg:data-floating:bg-slate-900"
      >
        {children}
      </div>
    </div>
  )
}

/**
 * The product page's content from the language's catalog, or `notFound` for an id that is no
 * product (a lazily loaded part of the page).
 */
/** The product page's content: its breadcrumb and the product, both named from the product's query. */
export function ProductView({ lang, id, notFound }: { lang: Lang; id: string; notFound: ReactNode }) {
  const { i18n } = useLingui()
  const { data: product } = useSuspenseQuery(shopQueries.product(lang, id))
  if (product === null) return notFound
  const steps = [
    { label: i18n._(sectionLabels().shop), page: 'shop/index' },
    { label: i18n._(pageTexts('shop/grid').title), page: 'shop/grid' },
  ] as const
  return (
    <>
      <div className="mx-auto max-w-7xl px-4 pt-8 sm:px-6">
        <BreadcrumbTrail lang={lang} steps={steps} current={product.name} />
      </div>
      <div className="mx-auto max-w-7xl px-4 py-12 sm:px-6 lg:py-16">
        <ProductDetail product={product} lang={lang} />
      </div>
    </>
  )
}
