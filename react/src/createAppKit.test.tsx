// @vitest-environment jsdom
import { WagmiAdapter } from '@foyer/adapter-wagmi'
import { mainnet, sepolia } from '@foyer/core/networks'
import { waitFor } from '@testing-library/react'
import { act } from 'react'
import { createRoot } from 'react-dom/client'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { AppKitButton } from './components/AppKitButton.js'
import { NetworkButton } from './components/NetworkButton.js'
import { createAppKit } from './createAppKit.js'
import {
  createRegistryWallets,
  startWalletRegistryServer,
  type WalletRegistryServer,
} from './views/testing/startWalletRegistryServer.test-utils.js'

Object.assign(globalThis, { IS_REACT_ACT_ENVIRONMENT: true })

/** Every way a page reaches the network, recorded (and still performed). */
function recordRequests() {
  const requests: string[] = []
  const restores: (() => void)[] = []
  const original = globalThis.fetch
  globalThis.fetch = (input, init) => {
    requests.push(`fetch ${input instanceof Request ? input.url : String(input)}`)
    return original(input, init)
  }
  restores.push(() => {
    globalThis.fetch = original
  })

  const OriginalWebSocket = globalThis.WebSocket
  globalThis.WebSocket = class extends OriginalWebSocket {
    constructor(url: string | URL, protocols?: string | string[]) {
      requests.push(`websocket ${String(url)}`)
      super(url, protocols)
    }
  }
  restores.push(() => {
    globalThis.WebSocket = OriginalWebSocket
  })

  const open = XMLHttpRequest.prototype.open
  XMLHttpRequest.prototype.open = function (this: XMLHttpRequest, _method: string, url: string | URL) {
    requests.push(`xhr ${String(url)}`)
    // biome-ignore lint/complexity/noArguments: forwards every overload's arguments unchanged
    return Reflect.apply(open, this, arguments)
  } as typeof open
  restores.push(() => {
    XMLHttpRequest.prototype.open = open
  })

  const srcDescriptor = Object.getOwnPropertyDescriptor(HTMLImageElement.prototype, 'src')
  Object.defineProperty(HTMLImageElement.prototype, 'src', {
    configurable: true,
    get() {
      return srcDescriptor?.get?.call(this)
    },
    set(value: string) {
      requests.push(`image ${value}`)
      srcDescriptor?.set?.call(this, value)
    },
  })
  const setAttribute = Element.prototype.setAttribute
  Element.prototype.setAttribute = function (this: Element, name: string, value: string) {
    if (this instanceof HTMLImageElement && name.toLowerCase() === 'src') requests.push(`image ${value}`)
    setAttribute.call(this, name, value)
  }
  restores.push(() => {
    if (srcDescriptor) Object.defineProperty(HTMLImageElement.prototype, 'src', srcDescriptor)
    Element.prototype.setAttribute = setAttribute
  })

  const sendBeacon = navigator.sendBeacon
  navigator.sendBeacon = (url) => {
    requests.push(`beacon ${String(url)}`)
    return true
  }
  restores.push(() => {
    navigator.sendBeacon = sendBeacon
  })

  return {
    requests,
    restore: () => {
      for (const restore of restores.splice(0).reverse()) restore()
    },
  }
}

let registry: WalletRegistryServer
beforeAll(async () => {
  registry = await startWalletRegistryServer(createRegistryWallets(12))
})
afterAll(() => registry.stop())

describe('createAppKit', () => {
  it('sends no request until the modal opens (buttons and custom elements rendered), then does', async () => {
    const recorder = recordRequests()
    // Idle callbacks, held: the test runs the idle preload itself and awaits it, rather than waiting out a clock.
    const idleWork: (() => void)[] = []
    vi.stubGlobal('requestIdleCallback', (callback: () => void) => idleWork.push(callback))
    vi.stubGlobal('cancelIdleCallback', () => {})
    try {
      const networks = [mainnet, sepolia] as const
      const appKit = createAppKit({
        projectId: 'foyer-dev',
        networks: [...networks],
        // A real adapter: wagmi with the injected connector and EIP-6963 discovery, in a page where no wallet announces.
        adapters: [new WagmiAdapter({ projectId: 'foyer-dev', networks: [...networks] })],
        walletApiUrl: registry.url,
        blockchainApiUrl: registry.url,
        isMobile: false,
      })
      const host = document.createElement('div')
      document.body.append(host)
      const root = createRoot(host)
      await act(async () => {
        root.render(
          <>
            <AppKitButton />
            <NetworkButton />
          </>,
        )
      })
      const elements = document.createElement('div')
      elements.innerHTML =
        '<appkit-button></appkit-button><appkit-network-button></appkit-network-button><appkit-connect-button></appkit-connect-button>'
      await act(async () => {
        document.body.append(elements)
      })
      expect(elements.querySelector('appkit-button')?.shadowRoot?.querySelector('button')).toBeTruthy()
      expect(host.querySelector('button')?.textContent).toBe('Connect Wallet')

      expect(idleWork.length).toBeGreaterThan(0)
      await act(async () => {
        for (const work of idleWork.splice(0)) work()
      })
      // The idle preload has loaded the modal's code (the same load this awaits): loading it asked for nothing.
      await act(() => appKit.preloadModal())
      expect(recorder.requests).toEqual([])
      expect(registry.requests).toEqual([])

      await act(() => appKit.open())
      await waitFor(() => expect(registry.requests.length).toBeGreaterThan(0))
      expect(
        recorder.requests.some((request) => request.startsWith(`fetch ${registry.url}/getWallets`)),
      ).toBe(true)

      await act(async () => {
        root.unmount()
        elements.remove()
        host.remove()
        appKit.destroy()
      })
    } finally {
      recorder.restore()
      vi.unstubAllGlobals()
    }
  })
})
