import { WagmiAdapter } from '@foyer/adapter-wagmi'
import { arbitrum, type CaipNetwork, mainnet, sepolia } from '@foyer/core/networks'
import { activity } from '@foyer/plugin-activity/react'
import { names } from '@foyer/plugin-names/react'
import { nfts } from '@foyer/plugin-nfts/react'
import { onramp } from '@foyer/plugin-onramp/react'
import { receive } from '@foyer/plugin-receive/react'
import { send } from '@foyer/plugin-send/react'
import { siwx } from '@foyer/plugin-siwx/react'
import { socials } from '@foyer/plugin-socials/react'
import { swaps } from '@foyer/plugin-swaps/react'
import { tokens } from '@foyer/plugin-tokens/react'
import { createAppKit } from '@foyer/react'
import { demoSiweConfig } from './demoSiweConfig.js'
import { devnetConfig } from './devnetConfig.js'
import { walletConnectOptions } from './walletConnectOptions.js'

const search = new URLSearchParams(globalThis.location?.search ?? '')

/**
 * The demo's networks, reading from the local anvil chains instead of public RPCs. `?networkImages=service` gives
 * them image ids, so their images come from the service's `/public/getAssetImage` as AppKit's networks do.
 */
function onDevnet<N extends CaipNetwork>(network: N): N {
  const url = devnetConfig.rpcUrls[String(network.id)]
  const withRpc = url ? { ...network, rpcUrls: { default: { http: [url] } } } : network
  return search.get('networkImages') === 'service'
    ? { ...withRpc, assets: { imageId: network.name.toLowerCase().replace(/\W+/g, '-') } }
    : withRpc
}

export const networks = [onDevnet(mainnet), onDevnet(arbitrum), onDevnet(sepolia)] as const

/**
 * The Foyer service: the devnet's; `?api=same-origin` reaches it through the page's own origin (`/foyer-api`), as a
 * host behind a strict CSP would deploy it; `?api=http://127.0.0.1:PORT` picks another local service (tests).
 */
function serviceUrl(): string {
  const api = search.get('api')
  if (api === 'same-origin') return `${globalThis.location?.origin}/foyer-api`
  if (api && /^http:\/\/127\.0\.0\.1:\d+$/.test(api)) return api
  return devnetConfig.serviceUrl
}
const projectId = 'foyer-dev'

// `?mode=basic` is AppKit's basic mode: no adapters at all, WalletConnect for every namespace.
const basic = search.get('mode') === 'basic'

export const wagmiAdapter = new WagmiAdapter({ networks: [...networks], projectId })

export const appKit = createAppKit({
  projectId,
  networks: [...networks],
  adapters: basic ? [] : [wagmiAdapter],
  ...walletConnectOptions,
  plugins: [
    onramp(),
    swaps({ routers: devnetConfig.swapRouters, wrappedNative: devnetConfig.swapWrappedNative }),
    receive(),
    send(),
    tokens(),
    nfts(),
    activity(),
    names(),
    // Email login into the embedded wallet, through the devnet's secure frame.
    ...(devnetConfig.frameUrl ? [socials({ frameUrl: `${devnetConfig.frameUrl}/index.html` })] : []),
    // `?siwx=required` (or `optional`): Sign In With X through the service after connecting.
    ...(search.get('siwx')
      ? [siwx({ required: search.get('siwx') === 'required', statement: 'Sign in to the Foyer demo' })]
      : []),
    // `?siwe=1`: AppKit's legacy `siweConfig`, its SIWE server being the service's sign-in routes.
    ...(search.get('siwe') ? [siwx()] : []),
  ],
  apiUrl: serviceUrl(),
  ...(search.get('siwe') ? { siweConfig: demoSiweConfig(serviceUrl()) } : {}),
  metadata: {
    name: 'Foyer demo',
    description: 'Foyer on the local devnet',
    url: globalThis.location?.origin ?? 'http://127.0.0.1',
    icons: [],
  },
  // `?legal=checkbox`: links to the app's terms and privacy policy, and a checkbox that must be ticked to connect.
  ...(search.get('legal') === 'checkbox'
    ? {
        termsConditionsUrl: `${globalThis.location?.origin ?? 'http://127.0.0.1'}/terms`,
        privacyPolicyUrl: `${globalThis.location?.origin ?? 'http://127.0.0.1'}/privacy`,
      }
    : {}),
  // `?fullScreen=mobile`: on a phone the modal fills the screen instead of sitting as a bottom sheet.
  enableMobileFullScreen: search.get('fullScreen') === 'mobile',
  // `?reconnect=off` shows a reload leaving the user disconnected.
  enableReconnect: search.get('reconnect') !== 'off',
  themeMode: search.get('theme') === 'light' ? 'light' : search.get('theme') === 'system' ? 'system' : 'dark',
  // `?locale=ar` starts the demo in that language (the browser's otherwise).
  ...(search.get('locale') ? { locale: search.get('locale') as string } : {}),
  features: {
    // Social login through the devnet's OpenID provider (a popup), into the frame's embedded wallet.
    socials: devnetConfig.frameUrl
      ? ['google', 'github', 'discord', 'x', 'apple', 'facebook', 'farcaster']
      : [],
    // `?analytics=off` is a host turning analytics off: no analytics request at all.
    ...(search.get('analytics') === 'off' ? { analytics: false } : {}),
    ...(search.get('legal') === 'checkbox' ? { legalCheckbox: true } : {}),
    // `?smartSessions=on`: ERC-7715 sessions on the embedded smart account ('Your wallet' lists them).
    ...(search.get('smartSessions') === 'on' ? { smartSessions: true } : {}),
  },
})
