'use client'
import type { ReactNode } from 'react'

/** Text for assistive tech only. */
export function VisuallyHidden({ children }: { children: ReactNode }) {
  return <span className="foyer-visually-hidden">{children}</span>
}
