// The frame page's script (built to frame.js beside index.html and frame-config.json).
import { startFrame } from './startFrame.js'

startFrame(window)
