'use client'
import type { Kernel } from '@foyer/core'
import { useAppKitInstance } from '../context/appKitInstance.js'

/** The kernel of the nearest instance (a `<FoyerProvider>`'s, else the last `createAppKit`'s): what `appKit.kernel` is. */
export function useKernel(): Kernel {
  return useAppKitInstance().kernel
}
