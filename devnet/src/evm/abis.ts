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

/** `FoyerWrappedNative`: WETH9's interface plus WETH10-style `depositTo`/`withdrawTo`. */
export const wrappedNativeAbi = [
  ...erc20Abi,
  ...parseAbi([
    'function deposit() payable',
    'function depositTo(address to) payable',
    'function withdraw(uint256 amount)',
    'function withdrawTo(address to, uint256 amount)',
    'event Deposit(address indexed to, uint256 value)',
    'event Withdrawal(address indexed from, uint256 value)',
  ]),
] as const

export const foyerSwapRouterAbi = parseAbi([
  'function NATIVE() view returns (address)',
  'function wrappedNative() view returns (address)',
  'function getPool(address tokenA, address tokenB) view returns (address)',
  'function allPools(uint256 index) view returns (address)',
  'function poolCount() view returns (uint256)',
  'function createPool(address tokenA, address tokenB) returns (address pool)',
  'function getAmountOut(address tokenIn, address tokenOut, uint256 amountIn) view returns (uint256 amountOut)',
  'function swapExactIn(address tokenIn, address tokenOut, uint256 amountIn, uint256 minAmountOut, address to) payable returns (uint256 amountOut)',
  'event PoolCreated(address indexed token0, address indexed token1, address pool)',
  'event Swap(address indexed sender, address indexed tokenIn, address indexed tokenOut, uint256 amountIn, uint256 amountOut, address to)',
  'error IdenticalTokens()',
  'error PoolExists()',
  'error NoRoute()',
  'error ZeroAmount()',
  'error WrongNativeValue()',
  'error InsufficientOutput(uint256 amountOut, uint256 minAmountOut)',
  'error TransferFailed()',
  'error InsufficientAllowance()',
  'error InsufficientBalance()',
])

export const foyerPoolAbi = parseAbi([
  'function FEE_PER_MILLE() view returns (uint256)',
  'function token0() view returns (address)',
  'function token1() view returns (address)',
  'function reserve0() view returns (uint256)',
  'function reserve1() view returns (uint256)',
  'function getReserves() view returns (uint256, uint256)',
  'function sync()',
  'function swap(uint256 amount0Out, uint256 amount1Out, address to)',
  'event Sync(uint256 reserve0, uint256 reserve1)',
  'event Swap(address indexed sender, uint256 amount0In, uint256 amount1In, uint256 amount0Out, uint256 amount1Out, address indexed to)',
])

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
