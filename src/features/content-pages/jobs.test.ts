// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { OPEN_JOB_COUNT } from '../template-pages/menu'
import { JOBS } from './jobs'

describe('open positions', () => {
  it('are as many as the menu badge says, each with its own anchor', () => {
    expect(JOBS).toHaveLength(OPEN_JOB_COUNT)
    expect(new Set(JOBS.map((job) => job.id)).size).toBe(JOBS.length)
  })
})
