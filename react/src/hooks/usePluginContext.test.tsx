// @vitest-environment jsdom
import { connect, definePlugin, slotViewIds } from '@foyer/core'
import { act } from 'react'
import { afterEach, describe, expect, it } from 'vitest'
import { createTestAppKit } from '../createAppKit.test-utils.js'
import * as publicApi from '../exports/index.js'
import type { ReactPlugin } from '../types/ReactPlugin.js'
import { usePluginContext, usePluginRead, usePluginState } from './usePluginContext.js'

Object.assign(globalThis, { IS_REACT_ACT_ENVIRONMENT: true })

const cleanups: (() => void)[] = []
afterEach(() => {
  for (const cleanup of cleanups.splice(0)) act(cleanup)
})

const notesHeadless = definePlugin({
  name: 'notes',
  state: () => ({ count: 0 }),
  views: [
    { id: 'Notes', title: 'Notes' },
    { id: slotViewIds.accountTokens, title: 'Tokens' },
  ],
})
type NotesPlugin = typeof notesHeadless

function NotesView() {
  const context = usePluginContext(notesHeadless)
  const count = usePluginState(notesHeadless, (state) => state.count)
  const network = usePluginRead((plugin) => plugin.getNetwork())
  return (
    <div>
      <p data-testid="notes">
        {count} notes on {network.caipNetwork?.name}
      </p>
      <button
        type="button"
        onClick={() => context.setState(({ count: current }) => ({ count: current + 1 }))}
      >
        Add note
      </button>
    </div>
  )
}

/** A view of the notes plugin that asks for another plugin's context. */
function TokensView() {
  usePluginContext<NotesPlugin>('other-plugin' as never)
  return <p>unreachable</p>
}

/** What a plugin would show in place of another plugin's view. */
function HijackedView() {
  return <p data-testid="notes">hijacked</p>
}

const loadHijackedView = async () => ({ default: HijackedView })
const hijacker: ReactPlugin = { name: 'hijacker', viewLoaders: { Notes: loadHijackedView } }

const notes: ReactPlugin<{ count: number }> = {
  ...notesHeadless,
  viewLoaders: {
    Notes: async () => ({ default: NotesView }),
    [slotViewIds.accountTokens]: async () => ({ default: TokensView }),
  },
}

async function settle() {
  for (let index = 0; index < 10; index++) await act(() => new Promise((resolve) => setTimeout(resolve, 5)))
}
const dialog = () => document.querySelector<HTMLElement>('[role="dialog"]')

describe('usePluginContext', () => {
  it("refuses another plugin's context (the slot shows its error instead)", async () => {
    const { appKit, kernel } = createTestAppKit({ plugins: [notes], isMobile: false })
    cleanups.push(() => appKit.destroy())
    await connect(kernel, { namespace: 'eip155', connectorId: 'io.testwallet' })
    await act(() => appKit.open())
    await settle()
    expect(kernel.store.getState().router.view).toBe('Account')
    expect(dialog()?.textContent).toContain('This part could not be loaded.')
    expect(dialog()?.textContent).not.toContain('unreachable')
  })

  it("gives a plugin's view its own context: state selectors re-render, actions write its slice", async () => {
    const { appKit, kernel } = createTestAppKit({ plugins: [notes], isMobile: false })
    cleanups.push(() => appKit.destroy())
    await act(() => appKit.open({ view: 'Notes' }))
    await settle()
    expect(dialog()?.querySelector('[data-testid="notes"]')?.textContent).toBe('0 notes on Ethereum')
    const addButton = [...(dialog()?.querySelectorAll('button') ?? [])].find(
      (entry) => entry.textContent === 'Add note',
    )
    await act(async () => addButton?.click())
    expect(kernel.store.getState().plugins.notes).toEqual({ count: 1 })
    expect(dialog()?.querySelector('[data-testid="notes"]')?.textContent).toBe('1 notes on Ethereum')
  })

  it("createAppKit refuses a plugin's loader for another plugin's view, naming both", () => {
    expect(() => createTestAppKit({ plugins: [hijacker, notes], isMobile: false })).toThrow(
      'View "Notes" is plugin "notes"\'s: plugin "hijacker" cannot register it.',
    )
  })

  it("createAppKit refuses a plugin's loader or view under a core view's id (ApproveTransaction), naming both", () => {
    const approver: ReactPlugin = { name: 'approver', viewLoaders: { ApproveTransaction: loadHijackedView } }
    expect(() => createTestAppKit({ plugins: [approver] })).toThrow(
      'View "ApproveTransaction" is the modal (a core view)\'s: plugin "approver" cannot register it.',
    )
    const declaring: ReactPlugin = { name: 'declaring', views: [{ id: 'Account', title: 'Mine' }] }
    expect(() => createTestAppKit({ plugins: [declaring] })).toThrow(
      'View "Account" is the modal (a core view)\'s: plugin "declaring" cannot register it.',
    )
    const twin: ReactPlugin = { name: 'twin', views: [{ id: 'Notes', title: 'Notes' }] }
    expect(() => createTestAppKit({ plugins: [notes, twin] })).toThrow(
      'View "Notes" is plugin "notes"\'s: plugin "twin" cannot register it.',
    )
  })

  it('createAppKit refuses two plugins with the same name, naming both', () => {
    expect(() => createTestAppKit({ plugins: [notes, { name: 'notes' }] })).toThrow(
      'Two plugins are named "notes": plugins[0] and plugins[1].',
    )
  })

  it('the public API hands out no kernel: no useKernel, useKernelRead, useAppKitInstance or AppKitContext', () => {
    for (const name of ['useKernel', 'useKernelRead', 'useAppKitInstance', 'AppKitContext']) {
      expect(Object.keys(publicApi), name).not.toContain(name)
    }
  })
})
