export { addRecentWallet } from './addRecentWallet.js'
export {
  balanceMaxDecimals,
  balanceSignificantDigits,
  type FormatBalanceOptions,
  formatBalance,
  formatExactBalance,
} from './formatBalance.js'
export { type FormatFiatOptions, fiatDecimals, formatFiat } from './formatFiat.js'
export { formatPercent } from './formatPercent.js'
export { formatSwapAmount, swapAmountDecimals } from './formatSwapAmount.js'
export { formatUnits } from './formatUnits.js'
export type { LocaleOptions } from './getNumberFormat.js'
export { parseUnits } from './parseUnits.js'
export { type DecimalInput, type DecimalParts, toDecimalParts } from './toDecimalParts.js'
export { truncateAddress } from './truncateAddress.js'
export { type TruncateDecimalOptions, truncateDecimal } from './truncateDecimal.js'
