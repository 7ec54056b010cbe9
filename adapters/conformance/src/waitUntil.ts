import { ConformanceTimeoutError } from './ConformanceTimeoutError.js'

/** Polls `check` until it returns true; throws ConformanceTimeoutError naming `waitingFor` after `timeout` ms. */
export async function waitUntil(
  check: () => boolean | Promise<boolean>,
  { waitingFor, timeout = 5000, interval = 20 }: { waitingFor: string; timeout?: number; interval?: number },
): Promise<void> {
  const deadline = Date.now() + timeout
  while (!(await check())) {
    if (Date.now() > deadline) throw new ConformanceTimeoutError({ waitingFor, timeout })
    await new Promise((resolve) => setTimeout(resolve, interval))
  }
}
