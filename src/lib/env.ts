import { definedValues, parseEnv, type Env } from './env-schema'

/** The validated configuration; an invalid value stops the app at start-up with a clear message. */
export const env: Env = parseEnv(definedValues(import.meta.env))
