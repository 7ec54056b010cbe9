'use client'
export { useAppKitConnection } from '../react/useAppKitConnection.js'
export type { SolanaProvider as Provider } from '../SolanaProvider.js'
// `@foyer/adapter-solana/react`, as `@reown/appkit-adapter-solana/react`: the adapter and its types, and the Solana
// `useAppKitConnection` hook.
export * from './index.js'
