import * as v from 'valibot'

/**
 * Reads a request's JSON body and validates it with the app's own schema, as the real services
 * do: the value, or the errors to answer 400 with, each naming its field.
 */
export async function checkJsonBody<TSchema extends v.GenericSchema>(
  request: Request,
  schema: TSchema,
): Promise<{ ok: true; value: v.InferOutput<TSchema> } | { ok: false; errors: string[] }> {
  let body: unknown
  try {
    body = await request.json()
  } catch {
    return { ok: false, errors: ['Body is not JSON'] }
  }
  const result = v.safeParse(schema, body)
  if (!result.success) return { ok: false, errors: result.issues.map((issue) => `${v.getDotPath(issue) ?? 'body'}: ${issue.message}`) }
  return { ok: true, value: result.output }
}
