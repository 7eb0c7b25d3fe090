import { createMemoryHistory, createRouter, RouterContextProvider } from '@tanstack/react-router'
import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import type { FormEvent, ReactNode } from 'react'
import { describe, expect, it, vi } from 'vitest'
import { createQueryClient } from '~/lib/query-client'
import { routeTree } from '~/routeTree.gen'
import { Button, buttonClass, ButtonLink } from './button'

function renderInRouter(ui: ReactNode) {
  const router = createRouter({ routeTree, history: createMemoryHistory({ initialEntries: ['/en'] }), context: { queryClient: createQueryClient() } })
  return render(<RouterContextProvider router={router}>{ui}</RouterContextProvider>)
}

describe('Button', () => {
  it('is a button named by its label that does not submit a form unless told, and runs its action', async () => {
    const onClick = vi.fn()
    const onSubmit = vi.fn((event: FormEvent) => event.preventDefault())
    render(
      <form onSubmit={onSubmit}>
        <Button onClick={onClick}>Try again</Button>
        <Button type="submit" variant="neutral" size="md">
          Search
        </Button>
      </form>,
    )
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }))
    expect(onClick).toHaveBeenCalledTimes(1)
    expect(onSubmit).not.toHaveBeenCalled()
    await userEvent.click(screen.getByRole('button', { name: 'Search' }))
    expect(onSubmit).toHaveBeenCalledTimes(1)
  })

  it('takes its look from the variant, filled for the main action and outlined for a quiet one', () => {
    render(
      <>
        <Button>Accept all</Button>
        <Button variant="neutral">Choose</Button>
        <Button variant="danger" disabled>
          Delete
        </Button>
      </>,
    )
    expect(screen.getByRole('button', { name: 'Accept all' })).toHaveClass('bg-indigo-700', 'text-white', 'dark:bg-indigo-400', 'focus-visible:outline-2')
    expect(screen.getByRole('button', { name: 'Choose' })).toHaveClass('border', 'border-slate-400')
    expect(screen.getByRole('button', { name: 'Choose' })).not.toHaveClass('bg-indigo-700')
    expect(screen.getByRole('button', { name: 'Delete' })).toBeDisabled()
    expect(screen.getByRole('button', { name: 'Delete' })).toHaveClass('bg-red-700')
  })
})

describe('ButtonLink', () => {
  it("is a link to the registry page's address in the language, in the look of its variant, with the layout classes it is given", () => {
    renderInRouter(
      <>
        <ButtonLink lang="de" page="contact" className="w-full">
          Start your project
        </ButtonLink>
        <ButtonLink lang="tr" page="about/v2" hash="values" variant="secondary">
          Read our story
        </ButtonLink>
        <ButtonLink lang="en" page="team" variant="text">
          Meet the whole team
        </ButtonLink>
      </>,
    )
    const start = screen.getByRole('link', { name: 'Start your project' })
    expect(start).toHaveAttribute('href', '/de/contact')
    expect(start).toHaveClass('bg-indigo-700', 'min-h-12', 'w-full')
    const story = screen.getByRole('link', { name: 'Read our story' })
    expect(story).toHaveAttribute('href', '/tr/about/v2#values')
    expect(story).toHaveClass('ring-1', 'text-indigo-700')
    expect(story).not.toHaveClass('bg-indigo-700')
    const team = screen.getByRole('link', { name: 'Meet the whole team' })
    expect(team).toHaveAttribute('href', '/en/team')
    expect(team).toHaveClass('underline')
  })
})

describe('buttonClass', () => {
  it('gives a text button no padding, so its label lines up with the text around it', () => {
    expect(buttonClass({ variant: 'text' }).split(' ')).not.toContain('px-6')
    expect(buttonClass().split(' ')).toContain('px-6')
  })
})
