import * as z from 'zod'
import { caipNetworkSchema } from '../chains/caipNetworkSchema.js'
import { connectMethods, defaultFeatures, socialProviders, walletFeatures } from '../constants/features.js'

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

/** The options of `createKernel` (and `createAppKit`): SPEC.md §1 and AppKit's option names. */
export const kernelOptionsSchema = z.object({
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
  siwx: z.looseObject({}).optional(),
  siweConfig: z.looseObject({}).optional(),
  disableAppend: z.boolean().default(false),
  enableEmbedded: z.boolean().default(false),
  enableReconnect: z.boolean().default(true),
  enableWalletConnect: z.boolean().default(true),
  enableEIP6963: z.boolean().default(true),
  enableInjected: z.boolean().default(true),
  allWallets: z.enum(['SHOW', 'HIDE', 'ONLY_MOBILE']).default('SHOW'),
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
