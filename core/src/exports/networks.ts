// `@foyer/core/networks`: network objects in AppKit's shape, one module each so unused ones tree-shake.
export * from '../chains/index.js'
