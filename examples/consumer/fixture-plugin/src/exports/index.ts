// my-foyer-gas-tips: the Gas tips plugin. Its view is a chunk of its own, loaded when it first opens.
export { type GasTipsOptions, type GasTipsPlugin, type GasTipsState, gasTips } from '../gasTips.js'
