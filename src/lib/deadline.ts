/** `work`'s outcome, or `timedOut()`'s error once `ms` have passed without one; the timer never outlives the race. */
export function withDeadline<T>(work: Promise<T>, ms: number, timedOut: () => Error): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined
  const late = new Promise<never>((_, reject) => { timer = setTimeout(() => reject(timedOut()), ms) })
  return Promise.race([work, late]).finally(() => clearTimeout(timer))
}
