/**
 * Resolves in a later task: the main thread is given back in between, so a slow phone answers a tap then instead of
 * after all the work. Start-up awaits it between steps that are each a long task on such a phone.
 */
export const nextTask = (): Promise<void> => new Promise((resolve) => setTimeout(resolve, 0))
