'use client'
import { Button, List, ListItem, usePluginContext, usePluginRead } from '@foyer/react/ui'
import type { GasTipsPlugin } from './gasTips.js'

const tips = [
  { title: 'Send when the network is quiet', text: 'Fees are lowest on weekends and late at night (UTC).' },
  {
    title: 'Batch your transfers',
    text: 'One transaction with several calls costs less than several transactions.',
  },
  {
    title: 'Check the fee before you sign',
    text: 'Your wallet shows the network fee; reject if it looks too high.',
  },
]

/** Fee tips for the active network, then on to the account. Uses only its plugin's context and the UI primitives. */
export default function GasTipsView() {
  const context = usePluginContext<GasTipsPlugin>('gas-tips')
  const { caipNetwork } = usePluginRead((plugin) => plugin.getNetwork())
  const dismiss = () => {
    context.storage.set('dismissed', true)
    context.events.emit('dismissed', caipNetwork ? { network: caipNetwork.caipNetworkId } : {})
    context.track('GAS_TIPS_DISMISSED', { network: caipNetwork?.caipNetworkId })
    context.replaceView('Account')
  }
  return (
    <div className="foyer-view">
      <p>Paying less for gas{caipNetwork ? ` on ${caipNetwork.name}` : ''}:</p>
      <List aria-label="Gas tips">
        {tips.map((tip) => (
          <ListItem key={tip.title} label={tip.title} description={tip.text} />
        ))}
      </List>
      <Button fullWidth onClick={dismiss}>
        Got it
      </Button>
    </div>
  )
}
