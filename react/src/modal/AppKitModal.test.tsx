// @vitest-environment jsdom
import { showSnackbar } from '@foyer/core'
import { waitFor } from '@testing-library/react'
import { act } from 'react'
import { createRoot } from 'react-dom/client'
import { afterEach, describe, expect, it } from 'vitest'
import { FoyerProvider } from '../context/FoyerProvider.js'
import type { CreateAppKitParameters } from '../createAppKit.js'
import { createTestAppKit } from '../createAppKit.test-utils.js'
import { AppKitModal } from './AppKitModal.js'

Object.assign(globalThis, { IS_REACT_ACT_ENVIRONMENT: true })

const cleanups: (() => void)[] = []
afterEach(() => {
  for (const cleanup of cleanups.splice(0).reverse()) act(cleanup)
})

/** createAppKit, then the host's own tree rendering `<AppKitModal/>` (harmless in append mode: it is not used). */
function setup(overrides: Partial<CreateAppKitParameters>, { renderModal }: { renderModal: boolean }) {
  const before = [...document.body.children]
  const created = createTestAppKit(overrides)
  cleanups.push(() => created.appKit.destroy())
  const appended = [...document.body.children].filter((element) => !before.includes(element))
  const host = document.createElement('div')
  host.id = 'host-app'
  document.body.append(host)
  const root = createRoot(host)
  act(() =>
    root.render(
      <FoyerProvider appKit={created.appKit}>{renderModal ? <AppKitModal /> : null}</FoyerProvider>,
    ),
  )
  cleanups.push(() => {
    root.unmount()
    host.remove()
  })
  return { ...created, host, appended }
}

const dialog = () => document.querySelector<HTMLElement>('[role="dialog"]')
const snackbarRegion = () => document.querySelector<HTMLElement>('[role="status"][aria-live="polite"]')
async function settle() {
  for (let index = 0; index < 5; index++) await act(() => new Promise((resolve) => setTimeout(resolve, 0)))
}

describe('AppKitModal', () => {
  for (const option of ['disableAppend', 'enableEmbedded'] as const) {
    it(`with ${option}, appends nothing to the body and renders the modal in the host's tree`, async () => {
      const { appKit, host, appended } = setup({ [option]: true }, { renderModal: true })
      expect(appended).toEqual([])
      expect(document.querySelector('.foyer-root')).toBeNull()
      expect(host.childElementCount).toBe(0)

      await act(() => appKit.open({ view: 'Networks' }))
      await settle()
      expect(dialog()).not.toBeNull()
      expect(host.contains(dialog())).toBe(true)
      expect(document.querySelector('.foyer-root')).toBeNull()
    })
  }

  for (const mode of ['append', 'disableAppend'] as const) {
    it(`shows snackbars while the modal is closed, before and after its first open (${mode})`, async () => {
      const { appKit, kernel } = setup(mode === 'append' ? {} : { disableAppend: true }, {
        renderModal: mode === 'disableAppend',
      })
      act(() => showSnackbar(kernel, { message: 'Before opening', variant: 'success', autoClose: false }))
      await waitFor(() => expect(snackbarRegion()?.textContent).toBe('Before opening'))
      expect(dialog()).toBeNull()

      await act(() => appKit.open({ view: 'Networks' }))
      await settle()
      await act(() => appKit.close())
      expect(dialog()).toBeNull()
      act(() => showSnackbar(kernel, { message: 'Address copied', variant: 'success', autoClose: false }))
      await waitFor(() => expect(snackbarRegion()?.textContent).toBe('Address copied'))
      expect(document.querySelectorAll('[role="status"][aria-live="polite"]')).toHaveLength(1)
    })
  }
})
