'use client'
import type { CaipNetwork, ChainNamespace } from '@foyer/core'
import {
  getChainNamespaceDefinition,
  isBuiltinChainNamespace,
  showSnackbar,
  switchNetwork,
} from '@foyer/core'
import { useId, useState } from 'react'
import { useKernel } from '../../context/appKitInstance.js'
import { errorText } from '../../i18n/errorText.js'
import { useTranslate } from '../../i18n/useTranslate.js'
import { modalMessages } from '../../locales/modalMessages.js'
import { List } from '../../ui/List.js'
import { ListItem } from '../../ui/ListItem.js'
import { Tag } from '../../ui/Tag.js'
import { VisuallyHidden } from '../../ui/VisuallyHidden.js'
import { NetworkImage } from './NetworkImage.js'
import { useKernelSnapshot } from './useKernelSnapshot.js'

export type NetworkListProps = {
  /** Runs after a successful switch (go back, close the modal). */
  onSwitched(network: CaipNetwork): void
  /** Only these namespaces; all configured ones by default. */
  namespaces?: readonly ChainNamespace[]
}

/** The configured networks grouped by namespace, the active one of each marked; choosing one switches to it. */
export function NetworkList({ onSwitched, namespaces }: NetworkListProps) {
  const kernel = useKernel()
  const state = useKernelSnapshot((snapshot) => snapshot.network)
  const [pending, setPending] = useState<string | undefined>(undefined)
  const idPrefix = useId()
  const t = useTranslate(modalMessages)
  const groups = new Map<ChainNamespace, CaipNetwork[]>()
  for (const network of state.networks) {
    if (namespaces && !namespaces.includes(network.chainNamespace)) continue
    groups.set(network.chainNamespace, [...(groups.get(network.chainNamespace) ?? []), network])
  }

  const choose = async (network: CaipNetwork) => {
    setPending(network.caipNetworkId)
    try {
      const landed = await switchNetwork(kernel, network)
      onSwitched(landed)
    } catch (error) {
      showSnackbar(kernel, { message: errorText(t, error), variant: 'error' })
    } finally {
      setPending(undefined)
    }
  }

  return (
    <div className="foyer-network-list">
      {[...groups].map(([namespace, networks]) => {
        const headingId = `${idPrefix}-${namespace}`
        const active = state.unsupported.includes(namespace) ? undefined : state.active[namespace]
        return (
          <section key={namespace} className="foyer-network-list__group" aria-labelledby={headingId}>
            <h3 id={headingId} className="foyer-network-list__heading">
              {isBuiltinChainNamespace(namespace)
                ? t(`networks.${namespace}`)
                : getChainNamespaceDefinition(namespace as ChainNamespace).name}
            </h3>
            <List aria-labelledby={headingId}>
              {networks.map((network) => {
                const current = active?.caipNetworkId === network.caipNetworkId
                return (
                  <ListItem
                    key={network.caipNetworkId}
                    label={network.name}
                    image={<NetworkImage network={network} size="sm" decorative />}
                    end={
                      current ? (
                        <>
                          <VisuallyHidden>, </VisuallyHidden>
                          <Tag variant="success">{t('networks.current')}</Tag>
                        </>
                      ) : null
                    }
                    selected={current}
                    loading={pending === network.caipNetworkId}
                    disabled={pending !== undefined}
                    onClick={() => void choose(network)}
                  />
                )
              })}
            </List>
          </section>
        )
      })}
    </div>
  )
}
