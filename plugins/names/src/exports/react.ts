// @foyer/plugin-names/react: name registration with its React views.
export type { NamesOptions, NamesPlugin, NamesState } from '../names.js'
export { type NamesReactPlugin, names } from '../react/names.js'
