// The texts the service's clients sign, with no dependencies: safe to bundle for a browser (the embedded frame).
export {
  type SmartSessionGrant,
  smartSessionGrantMessage,
  smartSessionListMessage,
} from './smartSessionGrantMessage.js'
