/**
 * AppKit's `Provider`: what an app types `useAppKitProvider`'s `walletProvider` as when it only sends requests and
 * listens for events (EIP-1193's surface; every Foyer adapter's provider has it).
 */
export type Provider = {
  request<T = unknown>(args: { method: string; params?: unknown }): Promise<T>
  on(event: string, listener: (...args: never[]) => void): unknown
  removeListener(event: string, listener: (...args: never[]) => void): unknown
}
