// The frame site's side of the protocol: import it in the page the secure frame serves, not in the app.
export {
  createFrameResponder,
  type FrameHandlers,
  type FrameResponderOptions,
} from '../frame/createFrameResponder.js'
