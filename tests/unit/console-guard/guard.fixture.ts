import { expect, test, vi } from 'vitest'

// Run by console-guard.test.ts in a child vitest run with the project's setup file.
test('logs an unexpected error', () => {
  console.error('unexpected')
  expect(console.error).toHaveBeenCalledWith('unexpected')
})

test('expects an error', () => {
  const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined)
  console.error('expected')
  expect(logged).toHaveBeenCalledWith('expected')
})

test('logs nothing', () => {
  expect(1 + 1).toBe(2)
})
