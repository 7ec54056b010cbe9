'use client'

// `@foyer/react/ui`: the modal's UI primitives, for plugin views. A separate entry so that an app's first load never
// carries view-only code such as the QR encoder.
export * from '../ui/index.js'
