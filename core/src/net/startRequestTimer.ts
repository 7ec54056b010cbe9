import { lateTimerGraceMs, lateTimerToleranceMs } from '../constants/transport.js'

/**
 * Calls `onTimeout` once `timeout` ms have passed; returns a function that stops it. A timer that fires late means
 * the thread was busy (a long task, a slow device, a background tab): the answer may be waiting behind it, so the
 * request gets one more short turn before it counts as timed out.
 */
export function startRequestTimer(onTimeout: () => void, timeout: number): () => void {
  const deadline = Date.now() + timeout
  let graced = false
  const expire = () => {
    if (!graced && Date.now() - deadline > lateTimerToleranceMs) {
      graced = true
      timer = setTimeout(expire, lateTimerGraceMs)
      return
    }
    onTimeout()
  }
  let timer = setTimeout(expire, timeout)
  return () => clearTimeout(timer)
}
