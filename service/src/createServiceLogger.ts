import * as z from 'zod'
import type { RequestRecord } from './createRouter.js'

export const logLevels = ['debug', 'info', 'warn', 'error', 'silent'] as const
export type LogLevel = (typeof logLevels)[number]
export const logLevelSchema = z.enum(logLevels, { error: `expected one of ${logLevels.join(', ')}` })

type LogFields = Record<string, unknown>

/** Structured logs: one JSON object per line (`time`, `level`, `msg`, then the fields). */
export type ServiceLogger = {
  level: LogLevel
  debug: (msg: string, fields?: LogFields) => void
  info: (msg: string, fields?: LogFields) => void
  warn: (msg: string, fields?: LogFields) => void
  error: (msg: string, fields?: LogFields) => void
}

export type CreateServiceLoggerOptions = {
  /** Lines below this level are dropped; `info` when absent. */
  level?: LogLevel
  /** Where a line goes; when absent, standard output, and standard error (`console.error`) for `error` lines. */
  write?: (line: string, level: Exclude<LogLevel, 'silent'>) => void
}

export function createServiceLogger({
  level = 'info',
  write = (line, lineLevel) => {
    if (lineLevel === 'error') console.error(line)
    else process.stdout.write(`${line}\n`)
  },
}: CreateServiceLoggerOptions = {}): ServiceLogger {
  const threshold = logLevels.indexOf(level)
  const at =
    (lineLevel: Exclude<LogLevel, 'silent'>) =>
    (msg: string, fields: LogFields = {}) => {
      if (logLevels.indexOf(lineLevel) < threshold) return
      write(JSON.stringify({ time: new Date().toISOString(), level: lineLevel, msg, ...fields }), lineLevel)
    }
  return { level, debug: at('debug'), info: at('info'), warn: at('warn'), error: at('error') }
}

/** One line per answered request: `info`, `warn` for a 5xx the service chose (a chain down), `error` for a bug. */
export function logRequest(logger: ServiceLogger, record: RequestRecord): void {
  const fields: LogFields = {
    requestId: record.requestId,
    method: record.method,
    route: record.route,
    status: record.status,
    durationMs: Math.round(record.durationMs * 10) / 10,
    ...(record.errorCode ? { errorCode: record.errorCode } : {}),
  }
  if (record.internalError !== undefined) {
    const error = record.internalError
    logger.error('request failed', {
      ...fields,
      error:
        error instanceof Error
          ? { name: error.name, message: error.message, stack: error.stack }
          : String(error),
    })
  } else if (record.status >= 500) logger.warn('request', fields)
  else logger.info('request', fields)
}
