import { fireEvent, render, screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { PricingSwitch, type PricingPlan } from './pricing-switch'

const LABELS = { billing: 'Billing period', monthly: 'Monthly', yearly: 'Yearly', perMonth: 'per month', perYear: 'per year', onRequest: 'On request' }
const PLANS: readonly PricingPlan[] = [
  { key: 'small', name: 'Small', description: 'For a start.', cents: { monthly: 4900, yearly: 49000 }, action: <a href="/en/contact">Talk to us</a> },
  { key: 'large', name: 'Large', description: 'For many.', cents: { monthly: null, yearly: null }, action: <a href="/en/contact">Talk to us</a> },
]

describe('PricingSwitch', () => {
  it('shows the monthly prices first and the yearly ones after the yearly button, saying which is pressed', () => {
    render(<PricingSwitch plans={PLANS} labels={LABELS} format={(cents) => `$${cents / 100}`} />)
    const group = screen.getByRole('group', { name: 'Billing period' })
    const monthly = within(group).getByRole('button', { name: 'Monthly' })
    const yearly = within(group).getByRole('button', { name: 'Yearly' })
    expect(monthly).toHaveAttribute('aria-pressed', 'true')
    expect(yearly).toHaveAttribute('aria-pressed', 'false')
    expect(screen.getByText('$49')).toBeInTheDocument()
    expect(screen.getByText('On request')).toBeInTheDocument()

    fireEvent.click(yearly)
    expect(yearly).toHaveAttribute('aria-pressed', 'true')
    expect(monthly).toHaveAttribute('aria-pressed', 'false')
    expect(screen.getByText('$490')).toBeInTheDocument()
    expect(screen.getByText('per year', { exact: false })).toBeInTheDocument()
    expect(screen.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent)).toEqual(['Small', 'Large'])
  })
})
