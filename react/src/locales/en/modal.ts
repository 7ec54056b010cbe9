// The modal's texts, English: the source of truth for every other locale's `modal.ts`.
export default {
  // The header and what every view shares.
  'header.back': 'Back',
  'header.close': 'Close',
  'common.loading': 'Loading',
  'common.tryAgain': 'Try again',
  'common.back': 'Back',
  'common.copyAddress': 'Copy address',
  'common.addressCopied': 'Address copied',
  'common.addressCopyFailed': 'Failed to copy address',
  'common.copyLink': 'Copy link',
  'common.linkCopied': 'Link copied',
  'common.linkCopyFailed': 'Failed to copy link',
  'common.disconnect': 'Disconnect',
  'error.generic': 'Something went wrong',
  'error.retry': 'Retry',
  'error.partFailed': 'This part could not be loaded.',

  // The title of each view in the header.
  'title.Connect': 'Connect Wallet',
  'title.Account': 'Account',
  'title.AllWallets': 'All Wallets',
  'title.Networks': 'Networks',
  'title.ConnectingExternal': 'Connecting',
  'title.ConnectingSiwe': 'Sign In',
  'title.UnsupportedChain': 'Unsupported network',
  'title.RegisterAccountName': 'Choose name',
  'title.RegisterAccountNameSuccess': 'Name registered',
  'title.ApproveTransaction': 'Approve request',
  'title.SIWXSignMessage': 'Sign In',

  // Connect and All Wallets.
  'wallets.label': 'Wallets',
  'wallets.more': 'More wallets',
  'wallets.all': 'All Wallets',
  'wallets.recent': 'Recent',
  'wallets.installed': 'Installed',
  'wallets.qrCode': 'QR code',
  'allWallets.search': 'Search wallets',
  'allWallets.searching': 'Searching wallets',
  'allWallets.results': 'Search results',
  'allWallets.list': 'All wallets',
  'allWallets.noResult': 'No wallet found',
  'allWallets.empty': 'No wallets to show',
  'allWallets.loadMore': 'Load more',
  'allWallets.loadingMore': 'Loading more wallets',

  // Connecting through a wallet's own connector.
  'connecting.unavailable': 'This wallet is not available in this browser.',
  'connecting.declined': 'Connection declined or failed. You can try again.',
  'connecting.continueIn': 'Continue in {wallet}',
  'connecting.yourWallet': 'your wallet',
  'connecting.accept': 'Accept the connection request in your wallet.',

  // Connecting through WalletConnect.
  'walletConnect.notConfigured': 'WalletConnect is not configured',
  'walletConnect.noConnectionWallet':
    "This app has no WalletConnect connection, so {wallet} can't pair by QR code here.",
  'walletConnect.noConnection':
    "This app has no WalletConnect connection, so mobile wallets can't pair by QR code here.",
  'walletConnect.unreachable': "Couldn't reach WalletConnect",
  'walletConnect.qrLabel': 'QR code to connect {wallet}',
  'walletConnect.scan': 'Scan this QR code with your phone',
  'walletConnect.expired': 'The QR code expired',
  'walletConnect.newCode': 'Get a new QR code',
  'walletConnect.preparing': 'Preparing the pairing code',
  'walletConnect.open': 'Open {wallet}',
  'walletConnect.openMobile': 'Open mobile app',
  'walletConnect.openDesktop': 'Open desktop app',
  'walletConnect.openWeb': 'Open web app',

  // Account.
  'account.notConnected': 'No wallet is connected.',
  'account.connect': 'Connect Wallet',
  'account.avatarOf': 'Avatar of {name}',
  'account.balance': 'Balance:',
  'account.network': 'Network:',
  'account.switchNetwork': '. Switch network',
  'account.features': 'Wallet features',
  'account.tabs': 'Account',
  'account.tab.tokens': 'Tokens',
  'account.tab.nfts': 'NFTs',
  'account.tab.activity': 'Activity',
  'account.empty.tokens': 'No tokens to show yet.',
  'account.empty.nfts': 'No NFTs to show yet.',
  'account.empty.activity': 'No activity yet.',

  // Networks and the unsupported network.
  'networks.eip155': 'EVM networks',
  'networks.solana': 'Solana networks',
  'networks.bip122': 'Bitcoin networks',
  'networks.polkadot': 'Polkadot networks',
  'networks.current': 'Current',
  'unsupported.text':
    "This app doesn't support your wallet's current network. Switch to one of these networks to continue.",

  // A signing request waiting for approval.
  'approve.gone': 'This request is no longer pending.',
  'approve.intro': 'The app asks your wallet to sign:',
  'approve.method': 'Method',
  'approve.network': 'Network',
  'approve.details': 'Details',
  'approve.detailsLabel': 'Request details',
  'approve.noParams': 'No parameters',
  'approve.reject': 'Reject',
  'approve.approve': 'Approve',
} as const
