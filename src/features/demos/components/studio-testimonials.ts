import type { I18n, MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import type { TestimonialsLabels } from '~/components/sections/testimonials'

/** A client's words on a demo page: the quote and the job title are messages, the person and the company names. */
export interface StudioTestimonial {
  key: string
  quote: MessageDescriptor
  name: string
  jobTitle: MessageDescriptor
  company: string
  avatar?: string
}

/** The testimonial carousel's words, from the demo-studio catalog. */
export function studioTestimonialLabels(i18n: I18n): TestimonialsLabels {
  return {
    label: i18n._(msg`Testimonials`),
    carousel: i18n._(msg`carousel`),
    slide: i18n._(msg`slide`),
    position: (position, total) => i18n._(msg`${position} of ${total}`),
    pause: i18n._(msg`Pause the testimonials`),
    play: i18n._(msg`Play the testimonials`),
    previous: i18n._(msg`Previous testimonial`),
    next: i18n._(msg`Next testimonial`),
  }
}
