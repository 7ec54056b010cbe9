// @vitest-environment jsdom
import { mainnet } from '@foyer/core/networks'
import { createAppKit, FoyerProvider } from '@foyer/react'
import { render, screen } from '@testing-library/react'
import { act } from 'react'
import { afterEach, expect, it, vi } from 'vitest'
import type { SocialsContext } from '../socials.js'
import ja from './locales/ja.js'
import { SmartSessionsSection } from './SmartSessionsSection.js'

Object.assign(globalThis, { IS_REACT_ACT_ENVIRONMENT: true })

const frame = vi.hoisted(() => ({ request: vi.fn() }))
vi.mock('../frame/openFrame.js', () => ({ openFrame: async () => frame }))

const router = '0x52908400098527886E0F7030069857D2E4169EE7'
const sessionKey = '0x1111111111111111111111111111111111111111'

let destroy: (() => void) | undefined
afterEach(() => {
  act(() => destroy?.())
  destroy = undefined
  frame.request.mockReset()
})

it('lists the sessions in the app’s language (Japanese): heading, limits, key and Revoke', async () => {
  frame.request.mockResolvedValue({
    sessions: [
      {
        pci: 'pci-1',
        context: '0x01',
        app: 'Demo',
        sessionKey,
        chainId: 1,
        expiry: 1_900_000_000,
        createdAt: 1_800_000_000,
        permissions: [
          { type: 'native-token-transfer', data: { allowance: '0x6f05b59d3b20000' } },
          { type: 'contract-call', data: { address: router } },
        ],
      },
    ],
  })
  const appKit = createAppKit({ locale: 'ja', projectId: 'foyer-dev', networks: [mainnet], adapters: [] })
  destroy = () => appKit.destroy()
  render(
    <FoyerProvider appKit={appKit}>
      <SmartSessionsSection context={{ showSnackbar: vi.fn() } as unknown as SocialsContext} symbol="ETH" />
    </FoyerProvider>,
  )
  expect(await screen.findByRole('heading', { name: 'セッション' })).toBeTruthy()
  const list = await screen.findByRole('list', { name: ja['sessions.list'] })
  expect(list.textContent).toContain('合計 0.5 ETH まで')
  expect(list.textContent).toContain(`${router} の呼び出し`)
  expect(list.textContent).toContain(`セッションキー ${sessionKey}`)
  expect(screen.getByRole('button', { name: 'Demo のセッションを取り消す' }).textContent).toBe('取り消す')
})
