'use client'
import { useSyncExternalStore } from 'react'
import { type AppKitEvent, getAppKitEvents, initialAppKitEvent } from '../context/appKitEvents.js'
import { useAppKitInstance } from '../context/appKitInstance.js'

/** The latest tracked event: `{ timestamp, data: { type: 'track', event, properties } }`. */
export function useAppKitEvents(): AppKitEvent {
  const { kernel } = useAppKitInstance()
  const events = getAppKitEvents(kernel)
  return useSyncExternalStore(events.subscribe, events.getSnapshot, () => initialAppKitEvent)
}
