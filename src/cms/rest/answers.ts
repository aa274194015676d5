/** An error in the shape Payload's REST API gives its own (`{errors: [{message}]}`), so clients parse one format. */
export function errorAnswer(status: number, message: string, headers?: HeadersInit): Response {
  return Response.json({ errors: [{ message }] }, { status, headers })
}

export const FORBIDDEN_MESSAGE = 'You are not allowed to perform this action.'
