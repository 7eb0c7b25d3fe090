/** When the page behind "coming soon" launches; the countdown runs to it. */
export const LAUNCH_DATE = '2027-03-01T09:00:00+03:00'

export interface Countdown {
  days: number
  hours: number
  minutes: number
  seconds: number
}

/** Time left from `now` to `target` in whole units; all zero once the target has passed. */
export function countdown(now: number, target: number): Countdown {
  const total = Math.max(0, Math.floor((target - now) / 1000))
  return {
    days: Math.floor(total / 86_400),
    hours: Math.floor((total % 86_400) / 3600),
    minutes: Math.floor((total % 3600) / 60),
    seconds: total % 60,
  }
}
