'use client'
import type { BaseError, ChainNamespace } from '@foyer/core'
import { ConnectionCancelledError, connect } from '@foyer/core'
import { useCallback, useEffect, useRef, useState } from 'react'
import { useKernel } from '../../context/appKitInstance.js'
import { toBaseError } from './reportError.js'

export type ConnectTarget = {
  namespace: ChainNamespace
  connectorId: string
  /** Abandons the attempt when the wallet has not answered after this long. */
  timeoutMs?: number | undefined
}

type Live = { attempt: number; controller: AbortController; abort?: ReturnType<typeof setTimeout> }

/**
 * Runs one connection attempt per `retry()` while the view is shown. Leaving the view abandons the attempt (the
 * kernel sets the status back to disconnected and ignores a late answer). `onConnected` runs when the current
 * attempt succeeds; a failure of the current attempt is returned as `error`, a cancelled one (`cancel()`, leaving)
 * is not an error.
 */
export function useConnectAttempt(
  target: ConnectTarget | undefined,
  onConnected: () => void,
): { error: BaseError | undefined; retry: () => void; cancel: () => void } {
  const kernel = useKernel()
  const [attempt, setAttempt] = useState(0)
  const [error, setError] = useState<BaseError | undefined>(undefined)
  const live = useRef<Live | undefined>(undefined)
  const connected = useRef(onConnected)
  connected.current = onConnected
  const namespace = target?.namespace
  const connectorId = target?.connectorId
  const timeoutMs = target?.timeoutMs

  useEffect(() => {
    if (!namespace || !connectorId) return
    let entry = live.current
    if (entry?.attempt === attempt && !entry.controller.signal.aborted) {
      // React's development double effect: the same attempt goes on, no second wallet prompt.
      clearTimeout(entry.abort)
    } else {
      const controller = new AbortController()
      const started: Live = { attempt, controller }
      entry = started
      live.current = started
      setError(undefined)
      connect(kernel, {
        namespace,
        connectorId,
        signal: controller.signal,
        ...(timeoutMs === undefined ? {} : { timeoutMs }),
      }).then(
        () => {
          if (live.current === started) connected.current()
        },
        (cause: unknown) => {
          if (live.current !== started || cause instanceof ConnectionCancelledError) return
          setError(toBaseError(cause))
        },
      )
    }
    const current = entry
    return () => {
      // Deferred so a development remount can keep the attempt; a real unmount or a retry abandons it.
      current.abort = setTimeout(() => current.controller.abort(), 0)
    }
  }, [kernel, attempt, namespace, connectorId, timeoutMs])

  const retry = useCallback(() => setAttempt((value) => value + 1), [])
  const cancel = useCallback(() => live.current?.controller.abort(), [])
  return { error, retry, cancel }
}
