export {
  type Eip6963Announcement,
  ViemAdapter,
  type ViemAdapterParameters,
  type ViemAdapterWindow,
} from './ViemAdapter.js'
