// The older name of `@foyer/plugin-socials/protocol`, kept for hosts that import it.
export * from './protocol.js'
