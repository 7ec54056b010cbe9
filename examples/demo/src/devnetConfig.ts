/** Where the local stack listens, baked in at build time by vite.config.ts from devnet.json. */
export type DemoDevnetConfig = {
  rpcUrls: Record<string, string>
  serviceUrl: string
  relayUrl: string | null
  solanaUrl: string | null
  /** The devnet Bitcoin ledger's regtest Esplora API (`…/regtest`); `…/testnet` beside it. */
  bitcoinUrl: string | null
  /** The devnet Polkadot ledger's JSON-RPC (`ws://…`; HTTP on the same port). */
  polkadotUrl: string | null
  /** The embedded wallet's secure frame (its own origin). */
  frameUrl: string | null
  /** The swap router of each chain (CAIP-2 id → address): the only contract the swaps plugin lets a swap call. */
  swapRouters: Record<string, string>
  /** Each chain's WETH9 (CAIP-2 id → address), which a swap of the native coin starts or ends with. */
  swapWrappedNative: Record<string, string>
}

declare const __FOYER_DEVNET__: DemoDevnetConfig

export const devnetConfig: DemoDevnetConfig = __FOYER_DEVNET__
