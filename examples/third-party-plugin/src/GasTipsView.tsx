'use client'
import { Button, List, ListItem, usePluginContext, usePluginRead, useTranslate } from '@foyer/react/ui'
import type { GasTipsPlugin } from './gasTips.js'
import { gasTipsMessages } from './gasTipsMessages.js'

const tips = ['quiet', 'batch', 'check'] as const

/** Fee tips for the active network, then on to the account. Uses only its plugin's context and the UI primitives. */
export default function GasTipsView() {
  const context = usePluginContext<GasTipsPlugin>('gas-tips')
  const t = useTranslate(gasTipsMessages)
  const { caipNetwork } = usePluginRead((plugin) => plugin.getNetwork())
  const dismiss = () => {
    context.storage.set('dismissed', true)
    context.events.emit('dismissed', caipNetwork ? { network: caipNetwork.caipNetworkId } : {})
    context.track('GAS_TIPS_DISMISSED', { network: caipNetwork?.caipNetworkId })
    context.replaceView('Account')
  }
  return (
    <div className="foyer-view">
      <p>{caipNetwork ? t('introOn', { network: caipNetwork.name }) : t('intro')}</p>
      <List aria-label={t('list')}>
        {tips.map((tip) => (
          <ListItem key={tip} label={t(`${tip}.title`)} description={t(`${tip}.text`)} />
        ))}
      </List>
      <Button fullWidth onClick={dismiss}>
        {t('gotIt')}
      </Button>
    </div>
  )
}
