// Preloaded into the Alto process (`node --import`): Alto listens on 0.0.0.0 with no option to change it, and the
// devnet's servers listen on 127.0.0.1 only.
import net from 'node:net'

const listen = net.Server.prototype.listen
net.Server.prototype.listen = function listenOnLoopback(...args) {
  const [options] = args
  if (options && typeof options === 'object' && (options.host === '0.0.0.0' || options.host === '::'))
    args[0] = { ...options, host: '127.0.0.1' }
  return listen.apply(this, args)
}
