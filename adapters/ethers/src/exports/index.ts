export { EthersAdapter, type EthersAdapterParameters } from '../EthersAdapter.js'
