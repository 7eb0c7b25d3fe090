import { render, screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { ComparisonTable } from './comparison-table'

const LABELS = { yes: 'Included', no: 'Not included' }

function renderTable(hideCaption?: boolean) {
  return render(
    <ComparisonTable
      caption="What each plan includes"
      hideCaption={hideCaption}
      corner="Feature"
      labels={LABELS}
      columns={[
        { key: 'small', label: 'Small' },
        { key: 'large', label: 'Large', featured: true },
      ]}
      rows={[
        { key: 'hosting', label: 'Hosting', values: { small: true, large: true } },
        { key: 'team', label: 'A team of your own', values: { small: false, large: true } },
        { key: 'support', label: 'Support', values: { small: 'Weekdays', large: '24/7' } },
      ]}
    />,
  )
}

describe('ComparisonTable', () => {
  it('is a table named by its caption, inside a focusable region of the same name', () => {
    renderTable()
    const region = screen.getByRole('region', { name: 'What each plan includes' })
    expect(region).toHaveAttribute('tabindex', '0')
    const table = within(region).getByRole('table', { name: 'What each plan includes' })
    expect(table.querySelector('caption')).toHaveTextContent('What each plan includes')
    expect(table.querySelector('caption')).not.toHaveClass('sr-only')
  })

  it('has column headers and row headers, each with its scope', () => {
    renderTable()
    expect(screen.getAllByRole('columnheader').map((header) => [header.textContent, header.getAttribute('scope')])).toEqual([
      ['Feature', 'col'],
      ['Small', 'col'],
      ['Large', 'col'],
    ])
    expect(screen.getAllByRole('rowheader').map((header) => [header.textContent, header.getAttribute('scope')])).toEqual([
      ['Hosting', 'row'],
      ['A team of your own', 'row'],
      ['Support', 'row'],
    ])
  })

  it('shows yes and no as drawn marks with their words, and text cells as text', () => {
    renderTable()
    const rows = screen.getAllByRole('row')
    const cells = (index: number) => within(rows[index] ?? document.body).getAllByRole('cell')
    expect(cells(1).map((cell) => cell.textContent)).toEqual(['Included', 'Included'])
    expect(cells(2).map((cell) => cell.textContent)).toEqual(['Not included', 'Included'])
    expect(cells(3).map((cell) => cell.textContent)).toEqual(['Weekdays', '24/7'])
    // Each mark is a decorative drawing; the words are there for assistive technology.
    for (const cell of [...cells(1), ...cells(2)]) {
      expect(cell.querySelector('svg')).toHaveAttribute('aria-hidden', 'true')
      expect(within(cell).getByText(/Included|Not included/)).toHaveClass('sr-only')
    }
    expect(cells(3)[0]?.querySelector('svg')).toBeNull()
    // The check and the cross differ in shape, not only in colour.
    expect(cells(2)[0]?.querySelector('path')?.getAttribute('d')).not.toBe(cells(2)[1]?.querySelector('path')?.getAttribute('d'))
  })

  it('can leave the caption to assistive technology when a heading shows the same', () => {
    renderTable(true)
    expect(screen.getByRole('table', { name: 'What each plan includes' }).querySelector('caption')).toHaveClass('sr-only')
  })
})
