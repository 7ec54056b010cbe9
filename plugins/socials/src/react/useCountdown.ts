'use client'
import { useEffect, useState } from 'react'

/** Whole seconds left until `until` (a `Date.now()` time), counting down once a second; 0 once it has passed. */
export function useCountdown(until: number): number {
  const left = () => Math.max(0, Math.ceil((until - Date.now()) / 1000))
  const [seconds, setSeconds] = useState(left)
  // biome-ignore lint/correctness/useExhaustiveDependencies: `left` reads `until`, the one input.
  useEffect(() => {
    setSeconds(left())
    if (until <= Date.now()) return
    const timer = setInterval(() => {
      const next = left()
      setSeconds(next)
      if (next === 0) clearInterval(timer)
    }, 1000)
    return () => clearInterval(timer)
  }, [until])
  return seconds
}
