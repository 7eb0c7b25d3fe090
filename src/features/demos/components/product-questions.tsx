import type { MessageDescriptor } from '@lingui/core'
import { Trans, useLingui } from '@lingui/react/macro'
import type { ReactNode } from 'react'
import { includedInPlans } from '~/components/plan-price'
import { Faq } from '~/components/sections/faq'
import { Section } from '~/components/sections/section'
import { SectionHeader } from '~/components/sections/section-header'
import type { Lang } from '~/lib/languages'
import { PRODUCT_NAMES, type ProductSlug } from '~/site/product-line'

export interface ProductQuestion {
  question: MessageDescriptor
  answer: MessageDescriptor
}

/**
 * A product page's questions (section `{product}-questions`), the last one its price: the pricing
 * plans that include the product (src/site/plans.ts).
 */
export function ProductQuestions({ lang, slug, title, questions }: { lang: Lang; slug: ProductSlug; title: ReactNode; questions: readonly ProductQuestion[] }) {
  const { t, i18n } = useLingui()
  const product = PRODUCT_NAMES[slug]
  const id = `${slug}-questions`
  return (
    <Section id={id} muted>
      <SectionHeader id={id} eyebrow={<Trans>Questions</Trans>} title={title} />
      <Faq
        name={`${slug}-faq`}
        questions={[
          ...questions.map((item) => ({ question: i18n._(item.question), answer: i18n._(item.answer) })),
          { question: t({ message: `What does ${product} cost?`, comment: 'A question on a product page; the answer names the pricing plans that include the product.' }), answer: includedInPlans(slug, lang, i18n) },
        ]}
      />
    </Section>
  )
}
