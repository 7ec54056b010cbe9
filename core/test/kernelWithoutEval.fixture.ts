// Run by kernelWithoutEval.test.ts under `node --disallow-code-generation-from-strings`: the kernel must work where a
// page's Content-Security-Policy forbids eval and `new Function`.
import {
  type ChainAdapter,
  connect,
  createKernel,
  definePlugin,
  mainnet,
  openModal,
  request,
  sepolia,
  switchNetwork,
} from '../src/exports/index.js'

const report: Record<string, unknown> = {}
try {
  new Function('return 1')()
  report.control = 'new Function ran: the flag is not active'
} catch (error) {
  report.control = (error as Error).name
}

const adapter: ChainAdapter = {
  name: 'fixture-adapter',
  namespace: 'eip155',
  async connect() {
    return { address: '0x000000000000000000000000000000000000dEaD', chainId: 1 }
  },
  async disconnect() {},
  async switchNetwork() {
    return undefined
  },
  async request({ method }) {
    return method === 'eth_chainId' ? '0xaa36a7' : null
  },
}
const vetoes: string[] = []
const plugin = definePlugin({
  name: 'fixture-plugin',
  views: [{ id: 'FixtureView', title: 'Fixture' }],
  setup({ hooks }) {
    hooks.shouldAllowRpcRequest.tap('fixture-plugin', (rpc) => {
      vetoes.push(rpc.method)
      return rpc.method === 'personal_sign' ? { reason: 'no signing here' } : undefined
    })
    return undefined
  },
})
const kernel = createKernel({
  projectId: 'p',
  networks: [mainnet, sepolia],
  adapters: [adapter],
  plugins: [plugin],
})
await openModal(kernel, { view: 'FixtureView' })
report.view = kernel.store.getState().router.view
report.connected = (await connect(kernel, { namespace: 'eip155', connectorId: 'injected' })).address
report.switched = (await switchNetwork(kernel, sepolia)).id
report.chainId = await request(kernel, { method: 'eth_chainId' })
report.veto = await request(kernel, { method: 'personal_sign', params: ['0x', '0x'] }).catch(
  (error: Error & { shortMessage?: string }) => error.shortMessage,
)
report.vetoes = vetoes
console.log(JSON.stringify(report))
process.exit(0)
