'use client'
import { toSafeUrl, truncateAddress } from '@foyer/core'
import {
  Button,
  Icon,
  IconButton,
  Spinner,
  usePluginContext,
  usePluginRead,
  useTranslate,
} from '@foyer/react/ui'
import { useEffect, useRef } from 'react'
import type { SendPlugin } from '../send.js'
import type { SendStatus } from '../waitForSend.js'
import { sendMessages } from './sendMessages.js'

/**
 * What became of a send: pending, then confirmed or failed, with its hash (copyable) and, when the network
 * defines a block explorer, a link to the transaction there.
 */
export function SendStatusPanel({
  hash,
  status,
  summary,
  onDone,
}: {
  hash: string
  status: SendStatus
  summary: string
  onDone: () => void
}) {
  const context = usePluginContext<SendPlugin>('send')
  const panel = useRef<HTMLDivElement>(null)
  // The panel replaces the Send button that was focused: focus moves to Done, not to the page's body.
  useEffect(() => {
    panel.current?.querySelector<HTMLElement>('.foyer-send-status__done')?.focus()
  }, [])
  const t = useTranslate(sendMessages)
  const explorer = usePluginRead((plugin) => plugin.getNetwork().caipNetwork?.blockExplorers?.default)
  const link = explorer ? toSafeUrl(`${explorer.url.replace(/\/+$/, '')}/tx/${hash}`, 'link') : undefined
  const copy = async () => {
    const copied = await navigator.clipboard?.writeText(hash).then(
      () => true,
      () => false,
    )
    context.showSnackbar(
      copied
        ? { message: t('status.hashCopied'), variant: 'success' }
        : { message: t('status.hashCopyFailed'), variant: 'error' },
    )
  }
  return (
    <div className="foyer-view foyer-send-status" data-status={status} ref={panel}>
      <div className="foyer-send-status__state" role="status">
        {status === 'pending' ? (
          <Spinner size="sm" />
        ) : (
          <Icon name={status === 'confirmed' ? 'check' : 'warning'} />
        )}
        <span>{t(`status.${status}`)}</span>
      </div>
      <p className="foyer-send-status__summary">{summary}</p>
      <div className="foyer-send-status__hash">
        <span>{t('status.transaction')}</span>
        <code title={hash} dir="ltr">
          {truncateAddress(hash)}
        </code>
        <IconButton
          label={t('status.copyHash')}
          icon={<Icon name="copy" size="sm" />}
          size="sm"
          onClick={copy}
        />
      </div>
      {link ? (
        <a className="foyer-send-status__explorer" href={link} target="_blank" rel="noopener noreferrer">
          {t('status.viewOn', { explorer: explorer?.name ?? t('status.blockExplorer') })}{' '}
          <Icon name="external" size="sm" />
        </a>
      ) : null}
      <Button
        className="foyer-send-status__done"
        fullWidth
        variant={status === 'pending' ? 'neutral' : 'accent'}
        onClick={onDone}
      >
        {t('status.done')}
      </Button>
    </div>
  )
}
