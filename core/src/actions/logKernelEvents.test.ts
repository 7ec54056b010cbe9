import { afterEach, describe, expect, it, vi } from 'vitest'
import { mainnet } from '../chains/index.js'
import { createKernel } from '../createKernel.js'
import { BaseError } from '../errors/BaseError.js'
import { destroyKernel } from './destroyKernel.js'
import { openModal } from './openModal.js'

afterEach(() => {
  vi.restoreAllMocks()
})

describe('debug', () => {
  it('with debug on, logs the kernel errors to console.error and its events to console.debug', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {})
    const debug = vi.spyOn(console, 'debug').mockImplementation(() => {})
    const kernel = createKernel({ projectId: 'p', networks: [mainnet], debug: true })
    const failure = new BaseError('Something broke')
    kernel.events.emit('error', { error: failure })
    await openModal(kernel)
    expect(error).toHaveBeenCalledWith('[foyer]', failure)
    expect(debug).toHaveBeenCalledWith(
      '[foyer] modalOpen',
      expect.objectContaining({ view: expect.any(String) }),
    )
    destroyKernel(kernel)
    error.mockClear()
    kernel.events.emit('error', { error: failure })
    expect(error).not.toHaveBeenCalled()
  })

  it('without debug, logs nothing', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {})
    const debug = vi.spyOn(console, 'debug').mockImplementation(() => {})
    const kernel = createKernel({ projectId: 'p', networks: [mainnet] })
    kernel.events.emit('error', { error: new BaseError('Something broke') })
    await openModal(kernel)
    expect(error).not.toHaveBeenCalled()
    expect(debug).not.toHaveBeenCalled()
    destroyKernel(kernel)
  })
})
