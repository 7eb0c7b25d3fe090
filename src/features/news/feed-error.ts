/** Why a feed could not be shown at all; the query logs it once and the section stays hidden. */
export type FeedErrorReason = 'empty' | 'too-large' | 'not-a-feed' | 'malformed'

export class FeedError extends Error {
  override readonly name = 'FeedError'
  readonly reason: FeedErrorReason

  constructor(reason: FeedErrorReason, message: string, options?: { cause?: unknown }) {
    super(message, options)
    this.reason = reason
  }
}
