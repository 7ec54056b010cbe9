'use client'
import { useKernelSnapshot } from './useKernelSnapshot.js'

const noData: Readonly<Record<string, unknown>> = Object.freeze({})

/** The data the current view was opened or pushed with (`pushView(kernel, view, data)`). */
export function useRouterData(): Readonly<Record<string, unknown>> {
  return useKernelSnapshot((state) => state.router.history.at(-1)?.data ?? noData)
}

/** A string field of router data, or undefined. */
export function readString(data: Readonly<Record<string, unknown>>, key: string): string | undefined {
  const value = data[key]
  return typeof value === 'string' && value !== '' ? value : undefined
}
