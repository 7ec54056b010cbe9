// @foyer/plugin-names: name registration, headless (no React). Views: `@foyer/plugin-names/react`.
export { type CheckNameResult, checkName } from '../checkName.js'
export { NameRegistrationError } from '../errors.js'
export {
  defaultNameSuffix,
  type NamesOptions,
  type NamesPlugin,
  type NamesState,
  names,
} from '../names.js'
export { registerAccountName } from '../registerAccountName.js'
export { minNameLength, toNameLabel, validateNameLabel } from '../validateNameLabel.js'
