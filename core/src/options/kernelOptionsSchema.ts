import * as z from 'zod'
import { accountTypes } from '../caip/accountTypes.js'
import { isCaipNetworkId } from '../caip/isCaipNetworkId.js'
import { caipNetworkSchema } from '../chains/caipNetworkSchema.js'
import { connectMethods, defaultFeatures, socialProviders, walletFeatures } from '../constants/features.js'
import { enableJitlessZod } from '../zodConfig.js'

enableJitlessZod()

const walletIds = z.array(z.string().min(1)).optional()
const connectMethod = z.enum(connectMethods)
const walletFeature = z.enum(walletFeatures)

export const featuresSchema = z
  .object({
    swaps: z.boolean().default(true),
    onramp: z.boolean().default(true),
    receive: z.boolean().default(true),
    send: z.boolean().default(true),
    email: z.boolean().default(true),
    emailShowWallets: z.boolean().default(true),
    history: z.boolean().default(true),
    analytics: z.boolean().default(true),
    allWallets: z.boolean().default(true),
    legalCheckbox: z.boolean().default(false),
    smartSessions: z.boolean().default(false),
    collapseWallets: z.boolean().default(false),
    socials: z.union([z.array(z.enum(socialProviders)), z.literal(false)]).default([]),
    connectMethodsOrder: z.array(connectMethod).optional(),
    walletFeaturesOrder: z.array(walletFeature).optional(),
  })
  .default({ ...defaultFeatures, socials: [] })

const customWalletSchema = z.looseObject({
  id: z.string().min(1),
  name: z.string().min(1),
  homepage: z.string().optional(),
  image_url: z.string().optional(),
  mobile_link: z.string().nullish(),
  desktop_link: z.string().nullish(),
  webapp_link: z.string().nullish(),
  app_store: z.string().nullish(),
  play_store: z.string().nullish(),
  rdns: z.string().nullish(),
})

const pluginSchema = z.custom<{ name: string }>(
  (value) =>
    typeof value === 'object' && value !== null && typeof (value as { name?: unknown }).name === 'string',
  { message: 'Expected a plugin object with a `name`' },
)

const adapterSchema = z.custom<{ name: string; namespace: string }>(
  (value) =>
    typeof value === 'object' &&
    value !== null &&
    typeof (value as { name?: unknown }).name === 'string' &&
    typeof (value as { namespace?: unknown }).namespace === 'string',
  { message: 'Expected an adapter object with a `name` and a `namespace`' },
)

const storageSchema = z.custom<Storage>(
  (value) =>
    typeof value === 'object' &&
    value !== null &&
    ['getItem', 'setItem', 'removeItem'].every(
      (key) => typeof (value as Record<string, unknown>)[key] === 'function',
    ),
  { message: 'Expected a storage with getItem, setItem and removeItem' },
)

const url = z.url({ protocol: /^(https?|wss?)$/ })

const caipNetworkId = z.string().refine(isCaipNetworkId, {
  message: 'Expected a CAIP-2 id "<namespace>:<reference>" with a known namespace',
})

/** AppKit's `defaultAccountTypes`: the account type each namespace prefers (SPEC.md §3 lists the defaults). */
export const defaultAccountTypesSchema = z
  .strictObject({
    eip155: z.enum([accountTypes.eoa, accountTypes.smartAccount]).optional(),
    solana: z.literal(accountTypes.eoa).optional(),
    polkadot: z.literal(accountTypes.eoa).optional(),
    bip122: z.enum([accountTypes.payment, accountTypes.ordinal, accountTypes.stx]).optional(),
  })
  .default({})

const remoteFeatureList = z.union([z.array(z.string()), z.literal(false)]).optional()

const method = z
  .custom<(...parameters: never[]) => unknown>((value) => typeof value === 'function', {
    message: 'Expected a function',
  })
  .optional()

/** AppKit's SIWX config: the session store and message factory the sign-in flow calls. */
const siwxSchema = z.looseObject({
  createMessage: method,
  addSession: method,
  revokeSession: method,
  setSessions: method,
  getSessions: method,
  getRequired: method,
})

const objectInstance = z.custom<object>((value) => typeof value === 'object' && value !== null, {
  message: 'Expected an object',
})

/**
 * The options of `createKernel` (and `createAppKit`): SPEC.md §1 and AppKit's option names. Strict: an unknown name
 * (a typo, an option of another library) is an error that names it. Options a plugin's `options()` adds are the
 * plugin's own and are kept as they are (see `resolveOptions`).
 */
export const kernelOptionsSchema = z.strictObject({
  projectId: z.string().trim().min(1),
  networks: z.array(caipNetworkSchema).min(1, 'Pass at least one network'),
  defaultNetwork: caipNetworkSchema.optional(),
  metadata: z
    .object({ name: z.string(), description: z.string(), url: z.string(), icons: z.array(z.string()) })
    .optional(),
  features: featuresSchema,
  themeMode: z.enum(['dark', 'light']).default('dark'),
  themeVariables: z.record(z.string(), z.union([z.string(), z.number()])).default({}),
  allowUnsupportedChain: z.boolean().default(false),
  featuredWalletIds: walletIds,
  includeWalletIds: walletIds,
  excludeWalletIds: walletIds,
  customWallets: z.array(customWalletSchema).optional(),
  connectMethodsOrder: z.array(connectMethod).optional(),
  siwx: siwxSchema.optional(),
  siweConfig: z.looseObject({}).optional(),
  disableAppend: z.boolean().default(false),
  enableEmbedded: z.boolean().default(false),
  enableReconnect: z.boolean().default(true),
  enableWalletConnect: z.boolean().default(true),
  enableEIP6963: z.boolean().default(true),
  enableInjected: z.boolean().default(true),
  enableCoinbase: z.boolean().default(true),
  enableWallets: z.boolean().default(true),
  enableWalletGuide: z.boolean().default(true),
  enableNetworkSwitch: z.boolean().default(true),
  enableAuthLogger: z.boolean().default(true),
  enableMobileFullScreen: z.boolean().default(false),
  allWallets: z.enum(['SHOW', 'HIDE', 'ONLY_MOBILE']).default('SHOW'),
  /** AppKit's older name for `features.emailShowWallets`. */
  showWallets: z.boolean().optional(),
  /** AppKit's deprecated basic-mode switch; basic mode follows from the adapters (universal alone). */
  basic: z.boolean().optional(),
  defaultAccountTypes: defaultAccountTypesSchema,
  chainImages: z.record(z.string(), z.string()).optional(),
  connectorImages: z.record(z.string(), z.string()).optional(),
  tokens: z
    .record(caipNetworkId, z.object({ address: z.string().min(1), image: z.string().optional() }))
    .optional(),
  customRpcUrls: z
    .record(caipNetworkId, z.array(z.object({ url: url, config: z.looseObject({}).optional() })))
    .optional(),
  manualWCControl: z.boolean().default(false),
  universalProvider: objectInstance.optional(),
  universalProviderConfigOverride: z
    .object({
      methods: z.record(z.string(), z.array(z.string())).optional(),
      chains: z.record(z.string(), z.array(z.string())).optional(),
      events: z.record(z.string(), z.array(z.string())).optional(),
      rpcMap: z.record(z.string(), z.string()).optional(),
      defaultChain: z.string().optional(),
    })
    .optional(),
  coinbasePreference: z.enum(['all', 'smartWalletOnly', 'eoaOnly']).optional(),
  experimental_preferUniversalLinks: z.boolean().optional(),
  remoteFeatures: z
    .object({
      swaps: remoteFeatureList,
      onramp: remoteFeatureList,
      socials: remoteFeatureList,
      email: z.boolean().optional(),
      activity: z.boolean().optional(),
      reownBranding: z.boolean().optional(),
      multiWallet: z.boolean().optional(),
      emailCapture: z.union([z.array(z.string()), z.boolean()]).optional(),
    })
    .optional(),
  pendingTransactionsFilter: z
    .object({ enable: z.boolean(), pollingInterval: z.number().int().positive().optional() })
    .optional(),
  termsConditionsUrl: z.string().optional(),
  privacyPolicyUrl: z.string().optional(),
  debug: z.boolean().default(false),
  isMobile: z.boolean().optional(),
  /** The Foyer service (the devnet reference service, or your own) that answers the Wallet and Blockchain APIs. */
  apiUrl: url.optional(),
  walletApiUrl: url.optional(),
  blockchainApiUrl: url.optional(),
  analyticsUrl: url.optional(),
  sdkType: z.string().default('foyer'),
  sdkVersion: z.string().optional(),
  storage: storageSchema.optional(),
  storagePrefix: z.string().default('@foyer/'),
  plugins: z.array(pluginSchema).default([]),
  adapters: z.array(adapterSchema).default([]),
})

export type KernelOptionsSchema = typeof kernelOptionsSchema
