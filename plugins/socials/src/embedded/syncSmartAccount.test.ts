import { authProviderPollingIntervalMs } from '@foyer/core'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { FrameChannel } from '../frame/createFrameChannel.js'
import type { FrameUser } from '../frame/frameEvents.js'
import type { SocialsContext } from '../socials.js'
import { stopWatchingDeployment, syncSmartAccount } from './syncSmartAccount.js'

const frame = vi.hoisted(() => ({ channel: undefined as unknown }))
vi.mock('../frame/openFrame.js', () => ({ openFrame: async () => frame.channel }))

const eoa = '0x52908400098527886E0F7030069857D2E4169EE7'
const smart = '0x8617E340B3D01FA5F11F306F4090FD50E238070D'

/** A frame whose smart account is deployed once `deploy()` was called, and what the app asked of it. */
function smartAccountFrame(enabled: number[]) {
  const events: string[] = []
  let deployed = false
  frame.channel = {
    async request(event: string) {
      events.push(event)
      if (event === 'GET_SMART_ACCOUNT_ENABLED_NETWORKS') return { smartAccountEnabledNetworks: enabled }
      if (event === 'INIT_SMART_ACCOUNT') return { address: smart, isDeployed: deployed }
      throw new Error(`unexpected ${event}`)
    },
  } as unknown as FrameChannel
  return { events, deploy: () => (deployed = true) }
}

/** The parts of the plugin's context the sync uses. */
function contextWith(user: FrameUser) {
  const stored = new Map<string, unknown>()
  let state = { frameUrl: 'http://127.0.0.1:9/frame', user: user as FrameUser | undefined }
  const embeddedUsers: unknown[] = []
  const context = {
    storage: { set: (key: string, value: unknown) => stored.set(key, value) },
    getState: () => state,
    setState: (patch: Partial<typeof state>) => {
      state = { ...state, ...patch }
    },
    setEmbeddedUser: (entry: unknown) => embeddedUsers.push(entry),
  } as unknown as SocialsContext
  return { context, stored, embeddedUsers, state: () => state }
}

const smartUser: FrameUser = {
  address: smart,
  chainId: 1,
  accounts: [
    { address: eoa, type: 'eoa' },
    { address: smart, type: 'smartAccount' },
  ],
  preferredAccountType: 'smartAccount',
  smartAccountDeployed: false,
}

afterEach(() => {
  vi.useRealTimers()
})

describe('syncSmartAccount', () => {
  it('stores the networks the frame has smart accounts on (GET_SMART_ACCOUNT_ENABLED_NETWORKS), asking once per frame', async () => {
    const { events } = smartAccountFrame([1, 8453])
    const { context, stored } = contextWith({ address: eoa, chainId: 1, preferredAccountType: 'eoa' })
    await syncSmartAccount(context, { address: eoa, chainId: 1, preferredAccountType: 'eoa' })
    await syncSmartAccount(context, { address: eoa, chainId: 1, preferredAccountType: 'eoa' })
    expect(stored.get('smartAccountEnabledNetworks')).toEqual([1, 8453])
    expect(events).toEqual(['GET_SMART_ACCOUNT_ENABLED_NETWORKS'])
  })

  it('polls INIT_SMART_ACCOUNT every 4 s while the connected smart account is not deployed, then shows it deployed and stops', async () => {
    vi.useFakeTimers()
    const { events, deploy } = smartAccountFrame([1])
    const { context, embeddedUsers, state } = contextWith(smartUser)
    await syncSmartAccount(context, smartUser)
    // A second report of the same user starts no second watch.
    await syncSmartAccount(context, smartUser)
    expect(authProviderPollingIntervalMs).toBe(4_000)
    await vi.advanceTimersByTimeAsync(authProviderPollingIntervalMs - 1)
    expect(events.filter((event) => event === 'INIT_SMART_ACCOUNT')).toHaveLength(0)
    await vi.advanceTimersByTimeAsync(1)
    expect(events.filter((event) => event === 'INIT_SMART_ACCOUNT')).toHaveLength(1)
    expect(state().user?.smartAccountDeployed).toBe(false)

    deploy()
    await vi.advanceTimersByTimeAsync(authProviderPollingIntervalMs)
    expect(state().user?.smartAccountDeployed).toBe(true)
    expect(embeddedUsers.at(-1)).toMatchObject({
      namespace: 'eip155',
      user: { address: smart, smartAccountDeployed: true },
    })
    await vi.advanceTimersByTimeAsync(authProviderPollingIntervalMs * 3)
    expect(events.filter((event) => event === 'INIT_SMART_ACCOUNT')).toHaveLength(2)
  })

  it('does not poll for an EOA, a deployed smart account or a chain without smart accounts, and a sign-out stops the watch', async () => {
    vi.useFakeTimers()
    const { events } = smartAccountFrame([8453])
    const { context } = contextWith(smartUser)
    await syncSmartAccount(context, smartUser)
    await syncSmartAccount(context, { ...smartUser, chainId: 8453, smartAccountDeployed: true })
    await syncSmartAccount(context, { ...smartUser, chainId: 8453, preferredAccountType: 'eoa' })
    await vi.advanceTimersByTimeAsync(authProviderPollingIntervalMs * 2)
    expect(events).not.toContain('INIT_SMART_ACCOUNT')

    await syncSmartAccount(context, { ...smartUser, chainId: 8453 })
    stopWatchingDeployment(context)
    await vi.advanceTimersByTimeAsync(authProviderPollingIntervalMs * 2)
    expect(events).not.toContain('INIT_SMART_ACCOUNT')
  })
})
