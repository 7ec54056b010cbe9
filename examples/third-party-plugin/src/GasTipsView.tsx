'use client'
import { replaceView } from '@foyer/core'
import { useAppKitNetwork, useKernel } from '@foyer/react'
import { Button, List, ListItem } from '@foyer/react/ui'

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

/** Fee tips for the active network, then on to the account. */
export default function GasTipsView() {
  const kernel = useKernel()
  const { caipNetwork } = useAppKitNetwork()
  return (
    <div className="foyer-view">
      <p>Paying less for gas{caipNetwork ? ` on ${caipNetwork.name}` : ''}:</p>
      <List aria-label="Gas tips">
        {tips.map((tip) => (
          <ListItem key={tip.title} label={tip.title} description={tip.text} />
        ))}
      </List>
      <Button fullWidth onClick={() => replaceView(kernel, 'Account')}>
        Got it
      </Button>
    </div>
  )
}
