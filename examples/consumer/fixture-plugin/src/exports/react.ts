// my-foyer-gas-tips/react: the same plugin, for apps that import plugins from their React entries.
export { type GasTipsOptions, type GasTipsPlugin, type GasTipsState, gasTips } from '../gasTips.js'
