import { fireEvent, screen, within } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { autoplayRuns, initials, nextRequest, Testimonials, type Testimonial, type TestimonialsLabels } from './testimonials'
import { renderWithProviders } from '../../../tests/render'

const LABELS: TestimonialsLabels = {
  label: 'What our clients say',
  carousel: 'carousel',
  slide: 'slide',
  position: (position, total) => `${position} of ${total}`,
  pause: 'Pause the testimonials',
  play: 'Play the testimonials',
  previous: 'Previous testimonial',
  next: 'Next testimonial',
}

const TESTIMONIALS: readonly Testimonial[] = [
  { key: 'a', quote: 'They answered the phone after go-live.', name: 'Ayşe Demir', jobTitle: 'Plant manager', company: 'Ege Makina', avatar: '/images/a.svg' },
  { key: 'b', quote: 'One set of figures at last.', name: 'Jonas  van der Berg', jobTitle: 'CFO', company: 'Bergmann Logistik' },
  { key: 'c', quote: 'The app works in the cellar.', name: 'İlkay Öz', jobTitle: 'Service lead', company: 'Nova Energy' },
]

describe('nextRequest', () => {
  it('numbers each press, so two presses of the same button are two moves', () => {
    const first = nextRequest(null, 1)
    expect(first).toEqual({ step: 1, id: 1 })
    const second = nextRequest(first, 1)
    expect(second).toEqual({ step: 1, id: 2 })
    expect(nextRequest(second, -1)).toEqual({ step: -1, id: 3 })
  })
})

describe('autoplayRuns', () => {
  const idle = { reducedMotion: false, stopped: false, hovered: false, focused: false }
  it('runs only while nothing pauses it', () => {
    expect(autoplayRuns(idle)).toBe(true)
    expect(autoplayRuns({ ...idle, stopped: true })).toBe(false)
    expect(autoplayRuns({ ...idle, hovered: true })).toBe(false)
    expect(autoplayRuns({ ...idle, focused: true })).toBe(false)
  })
  it('never runs under reduced motion', () => {
    expect(autoplayRuns({ ...idle, reducedMotion: true })).toBe(false)
  })
})

describe('initials', () => {
  it('takes the first letters of the first and the last name, in the language’s capitals', () => {
    expect(initials('Ayşe Demir')).toBe('AD')
    expect(initials('  Jonas  van der Berg ')).toBe('JB')
    expect(initials('Sarah')).toBe('S')
    expect(initials('ilkay öz', 'tr')).toBe('İÖ')
  })
})

describe('Testimonials', () => {
  beforeEach(() =>
    vi.stubGlobal('matchMedia', (media: string) => ({ matches: false, media, addEventListener: () => undefined, removeEventListener: () => undefined })),
  )
  afterEach(() => vi.unstubAllGlobals())

  it('is a labelled carousel of "n of m" slides, each quote readable and marked as a fictional example, with its controls', async () => {
    await renderWithProviders(<Testimonials testimonials={TESTIMONIALS} labels={LABELS} />)
    const region = screen.getByRole('region', { name: 'What our clients say' })
    expect(region).toHaveAttribute('aria-roledescription', 'carousel')
    const slides = within(region).getAllByRole('group')
    expect(slides.map((slide) => slide.getAttribute('aria-label'))).toEqual(['1 of 3', '2 of 3', '3 of 3'])
    for (const slide of slides) expect(slide).toHaveAttribute('aria-roledescription', 'slide')
    expect(within(slides[1] ?? region).getByText('One set of figures at last.')).toBeInTheDocument()
    expect(within(slides[1] ?? region).getByText('JB')).toHaveAttribute('aria-hidden', 'true')
    expect(within(slides[0] ?? region).getByText('Plant manager, Ege Makina')).toBeInTheDocument()
    for (const slide of slides) expect(within(slide).getByText('Fictional example')).toBeInTheDocument()
    expect(within(region).getByRole('button', { name: 'Previous testimonial' })).toBeInTheDocument()
    expect(within(region).getByRole('button', { name: 'Next testimonial' })).toBeInTheDocument()
  })

  it('turns the pause button into a play button and back, and is silent only while it plays', async () => {
    await renderWithProviders(<Testimonials testimonials={TESTIMONIALS} labels={LABELS} />)
    const region = screen.getByRole('region', { name: 'What our clients say' })
    const live = within(region).getAllByRole('group')[0]?.parentElement
    expect(live).toHaveAttribute('aria-live', 'off')
    fireEvent.click(within(region).getByRole('button', { name: 'Pause the testimonials' }))
    expect(within(region).getByRole('button', { name: 'Play the testimonials' })).toBeInTheDocument()
    expect(live).toHaveAttribute('aria-live', 'polite')
    fireEvent.click(within(region).getByRole('button', { name: 'Play the testimonials' }))
    expect(within(region).getByRole('button', { name: 'Pause the testimonials' })).toBeInTheDocument()
  })
})
