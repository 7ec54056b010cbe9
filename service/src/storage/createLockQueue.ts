/** In-process mutual exclusion by key: `run` calls with one key run one after another. */
export function createLockQueue(): <T>(key: string, run: () => Promise<T>) => Promise<T> {
  const tails = new Map<string, Promise<unknown>>()
  return (key, run) => {
    const previous = tails.get(key) ?? Promise.resolve()
    const result = previous.then(run)
    const tail = result.catch(() => undefined)
    tails.set(key, tail)
    void tail.then(() => {
      if (tails.get(key) === tail) tails.delete(key)
    })
    return result
  }
}
