import { erc20Abi, parseAbi } from 'viem'

export { multicall3Abi } from 'viem'

/** `FoyerToken`: a plain ERC-20 whose deployer can mint. */
export const foyerTokenAbi = [
  ...erc20Abi,
  ...parseAbi([
    'function minter() view returns (address)',
    'function mint(address to, uint256 amount)',
    'function mintBatch(address[] recipients, uint256[] amounts)',
  ]),
] as const

/** WETH9 (Uniswap's build of the canonical source): an ERC-20 wrapping the native coin 1:1. */
export const wrappedNativeAbi = [
  ...erc20Abi,
  ...parseAbi([
    'function deposit() payable',
    'function withdraw(uint256 amount)',
    'event Deposit(address indexed to, uint256 value)',
    'event Withdrawal(address indexed from, uint256 value)',
  ]),
] as const

/** `FoyerSpamNft`: ERC-721 with metadata (not enumerable), minted in batches by its deployer. */
export const foyerSpamNftAbi = parseAbi([
  'function name() view returns (string)',
  'function symbol() view returns (string)',
  'function tokenURI(uint256 tokenId) view returns (string)',
  'function supportsInterface(bytes4 interfaceId) pure returns (bool)',
  'function totalSupply() view returns (uint256)',
  'function minter() view returns (address)',
  'function balanceOf(address owner) view returns (uint256)',
  'function ownerOf(uint256 tokenId) view returns (address)',
  'function getApproved(uint256 tokenId) view returns (address)',
  'function isApprovedForAll(address owner, address operator) view returns (bool)',
  'function approve(address spender, uint256 tokenId)',
  'function setApprovalForAll(address operator, bool approved)',
  'function transferFrom(address from, address to, uint256 tokenId)',
  'function safeTransferFrom(address from, address to, uint256 tokenId)',
  'function safeTransferFrom(address from, address to, uint256 tokenId, bytes data)',
  'function mintBatch(address[] recipients, uint256 perRecipient)',
  'event Transfer(address indexed from, address indexed to, uint256 indexed tokenId)',
  'event Approval(address indexed owner, address indexed approved, uint256 indexed tokenId)',
  'event ApprovalForAll(address indexed owner, address indexed operator, bool approved)',
])

/** `FoyerIdRegistry`: Farcaster's IdRegistry read interface; only its deployer (`owner`) registers fids, from 1. */
export const foyerIdRegistryAbi = parseAbi([
  'function owner() view returns (address)',
  'function idCounter() view returns (uint256)',
  'function idOf(address owner) view returns (uint256 fid)',
  'function custodyOf(uint256 fid) view returns (address owner)',
  'function register(address to) returns (uint256 fid)',
  'event Register(address indexed to, uint256 indexed id, address recovery)',
  'error Unauthorized()',
  'error HasId()',
  'error InvalidAddress()',
])
