import { render, within } from '@testing-library/react'
import { expect, it } from 'vitest'
import { Timeline } from './timeline'

it('is an ordered list of milestones, each with its date, heading and text', () => {
  const { container } = render(
    <>
      <h2 id="story">Story</h2>
      <Timeline
        aria-labelledby="story"
        items={[
          { id: 'a', date: { label: '2013', dateTime: '2013' }, title: 'Founded', text: 'Two rooms.' },
          { id: 'b', date: { label: '2019', dateTime: '2019' }, title: 'Berlin', text: 'A second country.' },
        ]}
      />
    </>,
  )
  const list = within(container).getByRole('list', { name: 'Story' })
  expect(list.tagName).toBe('OL')
  const items = within(list).getAllByRole('listitem')
  expect(items.map((item) => within(item).getByRole('heading', { level: 3 }).textContent)).toEqual(['Founded', 'Berlin'])
  expect(items.map((item) => item.querySelector('time')?.getAttribute('datetime'))).toEqual(['2013', '2019'])
  expect(items[1]?.textContent).toContain('A second country.')
})
