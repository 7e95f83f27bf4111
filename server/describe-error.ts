/** An error with its `cause` chain, each with its stack, for a log line a person can act on. */
export function describeError(error: unknown): string {
  const lines: string[] = []
  let current: unknown = error
  for (let depth = 0; current !== undefined && depth < 10; depth++) {
    const text = current instanceof Error ? (current.stack ?? `${current.name}: ${current.message}`) : String(current)
    lines.push(depth === 0 ? text : `caused by: ${text}`)
    current = current instanceof Error ? current.cause : undefined
  }
  return lines.join('\n')
}
