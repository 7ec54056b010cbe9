import { describe, expect, it } from 'vitest'
import * as constants from './index.js'

describe('SPEC.md §2 and §9 constants', () => {
  it('timings', () => {
    expect(constants.snackbarReplaceDelayMs).toBe(150)
    expect(constants.headerTextAnimationMs).toBe(120)
    expect(constants.modalHeightAnimationMs).toBe(150)
    expect(constants.viewTransitionMs).toBe(150)
    expect(constants.shakeDurationMs).toBe(500)
    expect(constants.errorMessageDelayMs).toBe(300)
  })

  it('analytics and HTTP', () => {
    expect(constants.analyticsFlushDelayMs).toBe(1_000)
    expect(constants.analyticsQueueMax).toBe(100)
    expect(constants.analyticsPropertiesMaxLength).toBe(8_192)
    expect(constants.httpRequestTimeoutMs).toBe(10_000)
  })

  it('limits', () => {
    expect(constants.featuredWalletsPageSize).toBe(4)
    expect(constants.recommendedWalletsCount).toBe(4)
    expect(constants.walletsPerPage).toBe(40)
    expect(constants.walletSearchMaxResults).toBe(100)
    expect(constants.walletSearchMinWaitMs).toBe(300)
    expect(constants.debounceMs).toBe(500)
    expect(constants.balanceRetryWaitMs).toBe(30_000)
    expect(constants.portfolioCacheMs).toBe(30_000)
    expect(constants.nativeBalanceCacheMs).toBe(30_000)
    expect(constants.ensCacheMs).toBe(5 * 60_000)
    expect(constants.identityCacheMs).toBe(5 * 60_000)
    expect(constants.pairingLifetimeMs).toBe(4 * 60_000)
    expect(constants.pairingExpiryMarginMs).toBe(10_000)
    expect(constants.emailResendCooldownMs).toBe(30_000)
    expect(constants.imagePreloadTimeoutMs).toBe(2_000)
    expect(constants.recentWalletsMax).toBe(2)
    expect(constants.pendingTransactionsMax).toBe(99)
    expect(constants.frameEventTimeoutMs).toBe(30_000)
    expect(constants.authProviderPollingIntervalMs).toBe(4_000)
    expect(constants.defaultChainId).toBe(1)
  })

  it('transport', () => {
    expect(constants.transportTimeoutMs).toBe(10_000)
    expect(constants.transportBatchSize).toBe(1000)
    expect(constants.transportBatchWaitMs).toBe(0)
    expect(constants.jsonRpcVersion).toBe('2.0')
  })

  it('swap', () => {
    expect(constants.swapProviderFee).toBe(0.0085)
    expect(constants.swapDefaultSlippagePercent).toBe(1)
    expect(constants.swapDefaultGasUnits).toBe(150_000n)
    expect(constants.solanaGasPriceDivisor).toBe(1e9)
    expect(constants.swapSupportedNetworks).toEqual([
      'eip155:1',
      'eip155:42161',
      'eip155:10',
      'eip155:324',
      'eip155:8453',
      'eip155:56',
      'eip155:137',
      'eip155:100',
      'eip155:43114',
      'eip155:250',
      'eip155:8217',
      'eip155:1313161554',
    ])
    expect(constants.balanceSupportedNamespaces).toEqual(['eip155', 'solana'])
    expect(constants.activitySupportedNamespaces).toEqual(['eip155', 'solana'])
    expect(constants.namesSupportedNamespaces).toEqual(['eip155'])
    expect(constants.swapSuggestedTokenSymbols).toHaveLength(27)
    expect(constants.swapSuggestedTokenSymbols).toEqual(
      expect.arrayContaining(['ETH', 'UNI', 'USDC', 'USDT', 'WBTC', 'DAI']),
    )
    expect(new Set(constants.swapPopularTokenSymbols).size).toBe(constants.swapPopularTokenSymbols.length)
    expect(constants.swapPopularTokenSymbols.slice(0, 27)).toEqual(constants.swapSuggestedTokenSymbols)
  })

  it('on-ramp', () => {
    expect(constants.onrampFallbackPaymentCurrencies).toEqual([
      {
        id: 'USD',
        payment_method_limits: [
          { id: 'card', min: '10.00', max: '7500.00' },
          { id: 'ach_bank_account', min: '10.00', max: '25000.00' },
        ],
      },
      {
        id: 'EUR',
        payment_method_limits: [
          { id: 'card', min: '10.00', max: '7500.00' },
          { id: 'ach_bank_account', min: '10.00', max: '25000.00' },
        ],
      },
    ])
    expect(constants.onrampSupportedNamespaces).toEqual(['eip155', 'solana'])
    expect(
      constants.onrampProviders.map((provider) => [
        provider.name,
        provider.feeRange,
        provider.supportedChains,
      ]),
    ).toEqual([
      ['coinbase', '1-2%', ['eip155']],
      ['meld', '1-2%', ['eip155', 'solana']],
    ])
    expect(constants.coinbasePayChains).toEqual([
      'ethereum',
      'arbitrum',
      'polygon',
      'berachain',
      'avalanche-c-chain',
      'optimism',
      'celo',
      'base',
    ])
    expect(constants.coinbasePayFallbackChain).toBe('ethereum')
    for (const chain of Object.values(constants.coinbasePayChainNames)) {
      expect(constants.coinbasePayChains).toContain(chain)
    }
  })

  it('ui', () => {
    expect(constants.modalWidthPx).toBe(360)
    expect(constants.defaultZIndex).toBe(999)
    expect(constants.fontSizeMaster).toBe('10px')
    expect(constants.borderRadiusMaster).toBe('4px')
    expect(constants.defaultThemeMode).toBe('dark')
  })

  it('features', () => {
    expect(constants.defaultFeatures).toEqual({
      swaps: true,
      onramp: true,
      receive: true,
      send: true,
      email: true,
      emailShowWallets: true,
      history: true,
      analytics: true,
      allWallets: true,
      legalCheckbox: false,
      smartSessions: false,
      collapseWallets: false,
    })
    expect(constants.socialProviders).toEqual([
      'google',
      'x',
      'discord',
      'farcaster',
      'github',
      'apple',
      'facebook',
    ])
    expect([...constants.embeddedWalletSocialProviders].sort()).toEqual(
      constants.socialProviders.filter((social) => social !== 'farcaster').sort(),
    )
    expect(constants.defaultConnectMethodsOrder).toEqual(['email', 'social', 'wallet'])
    expect(constants.walletFirstConnectMethodsOrder).toEqual(['wallet', 'email', 'social'])
    expect(constants.defaultWalletFeaturesOrder).toEqual(['onramp', 'swaps', 'receive', 'send'])
    expect(constants.adapterTypes).toEqual(['universal', 'solana', 'wagmi', 'ethers', 'ethers5', 'bitcoin'])
  })

  it('restricted time zones cover SPEC.md §6', () => {
    expect(constants.restrictedTimezones).toEqual(
      expect.arrayContaining(['Asia/Shanghai', 'Asia/Hong_Kong', 'Asia/Macau', 'Asia/Urumqi']),
    )
  })
})
