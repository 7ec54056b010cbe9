import { WagmiAdapter } from '@foyer/adapter-wagmi'
import { type AppKitNetwork, arbitrum, mainnet } from '@foyer/react/networks'
import { cookieStorage, createStorage } from 'wagmi'

/** The local stack's URLs, baked in at build time (`scripts/build.ts` sets them from the devnet's info). */
type Devnet = { rpcUrls: Record<string, string>; serviceUrl: string; relayUrl: string | null }
export const devnet: Devnet = JSON.parse(
  process.env.NEXT_PUBLIC_FOYER_DEVNET ?? '{"rpcUrls":{},"serviceUrl":""}',
)

export const projectId = 'foyer-dev'

export const networks: [AppKitNetwork, ...AppKitNetwork[]] = [mainnet, arbitrum]

/** AppKit's `customRpcUrls`: reads go to the devnet's chains instead of the public RPCs. */
export const customRpcUrls = Object.fromEntries(
  Object.entries(devnet.rpcUrls).map(([chainId, url]) => [`eip155:${chainId}`, [{ url }]]),
)

// As AppKit's Next.js guide: wagmi's cookie storage and `ssr: true`, so the server can read the connection.
export const wagmiAdapter = new WagmiAdapter({
  storage: createStorage({ storage: cookieStorage }),
  ssr: true,
  projectId,
  networks,
  customRpcUrls,
})

export const wagmiConfig = wagmiAdapter.wagmiConfig
