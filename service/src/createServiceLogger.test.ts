import { describe, expect, it, vi } from 'vitest'
import { createServiceLogger, logRequest } from './createServiceLogger.js'

const record = { requestId: 'r-1', method: 'GET', route: '/bug', status: 500, durationMs: 1.234 }

describe('logRequest', () => {
  it('logs a bug of the service at error, with its stack, on standard error', () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {})
    logRequest(createServiceLogger({ level: 'info' }), {
      ...record,
      errorCode: 'internal_error',
      internalError: new TypeError('x is undefined'),
    })
    expect(errors).toHaveBeenCalledOnce()
    expect(JSON.parse(String(errors.mock.calls[0]?.[0]))).toMatchObject({
      level: 'error',
      msg: 'request failed',
      requestId: 'r-1',
      route: '/bug',
      status: 500,
      durationMs: 1.2,
      errorCode: 'internal_error',
      error: { name: 'TypeError', message: 'x is undefined', stack: expect.stringContaining('TypeError') },
    })
    errors.mockRestore()
  })

  it('logs a 5xx the service chose (a chain down) at warn, and other answers at info', () => {
    const lines: { level: string }[] = []
    const logger = createServiceLogger({ level: 'debug', write: (line) => lines.push(JSON.parse(line)) })
    logRequest(logger, { ...record, status: 503, errorCode: 'chain_unavailable' })
    logRequest(logger, { ...record, status: 200 })
    expect(lines.map((line) => line.level)).toEqual(['warn', 'info'])
  })
})
