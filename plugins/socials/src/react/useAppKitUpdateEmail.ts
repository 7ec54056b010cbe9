'use client'
import { useInstalledPlugin } from '@foyer/react'
import { useCallback, useState } from 'react'
import { updateEmail as openEmailUpdate } from '../embedded/updateEmail.js'
import type { SocialsPlugin } from '../socials.js'

export type UseAppKitUpdateEmailParameters = {
  onSuccess?: (data: { email: string }) => void
  onError?: (error: Error) => void
}

/**
 * AppKit's `useAppKitUpdateEmail`: `updateEmail()` opens the modal on the email update, and `data` is the new email
 * once the user has confirmed both codes (`error` if they closed the modal first).
 */
export function useAppKitUpdateEmail(parameters: UseAppKitUpdateEmailParameters = {}) {
  const { onSuccess, onError } = parameters
  const context = useInstalledPlugin<SocialsPlugin>('socials')
  const [data, setData] = useState<{ email: string }>()
  const [error, setError] = useState<Error>()
  const [isPending, setIsPending] = useState(false)

  const updateEmail = useCallback(async () => {
    setIsPending(true)
    setError(undefined)
    try {
      if (!context) throw new Error('Install the socials plugin to update emails')
      const result = await openEmailUpdate(context)
      setData(result)
      onSuccess?.(result)
    } catch (caught) {
      const failure = caught instanceof Error ? caught : new Error(String(caught))
      setError(failure)
      onError?.(failure)
    } finally {
      setIsPending(false)
    }
  }, [context, onSuccess, onError])

  return { data, error, isPending, isError: error !== undefined, isSuccess: data !== undefined, updateEmail }
}
