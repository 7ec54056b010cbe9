'use client'
import { type ComponentType, type LazyExoticComponent, lazy } from 'react'
import type { ViewLoader } from '../../types/ReactPlugin.js'

const components = new WeakMap<ViewLoader, LazyExoticComponent<ComponentType>>()

/** `React.lazy` of a loader, created once per loader and reused by every render. */
export function lazyView(loader: ViewLoader): LazyExoticComponent<ComponentType> {
  let component = components.get(loader)
  if (!component) {
    component = lazy(loader)
    components.set(loader, component)
  }
  return component
}
