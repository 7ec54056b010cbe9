export { Ethers5Adapter, type Ethers5AdapterParameters } from '../Ethers5Adapter.js'
