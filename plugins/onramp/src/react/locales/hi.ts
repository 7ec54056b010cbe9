import type { Translation } from '@foyer/react/ui'
import type en from './en.js'

export default {
  'title.OnRampProviders': 'क्रिप्टो खरीदें',
  loading: 'आप क्या खरीद सकते हैं, यह लोड हो रहा है',
  checkoutFailed: 'चेकआउट नहीं खुल सका।',
  sample: 'नमूना डेटा',
  sampleNotice: 'लाइव कीमतें उपलब्ध नहीं हैं; ये आँकड़े केवल उदाहरण हैं।',
  payWith: 'भुगतान का तरीका',
  amount: 'राशि ({currency})',
  nothingToBuy: '{network} पर खरीदने के लिए कुछ नहीं है।',
  thisNetwork: 'इस नेटवर्क',
  asset: 'खरीदने के लिए एसेट',
  gettingQuotes: 'कोट प्राप्त किए जा रहे हैं',
  providers: 'प्रोवाइडर',
  buyWith: '{provider} से खरीदें',
  quote: '≈ {amount} · शुल्क {fee} + {networkFee}',
  waiting: 'नई विंडो में {provider} के साथ अपनी खरीदारी पूरी करें। इंतज़ार किया जा रहा है…',
  bought: 'खरीदारी पूरी हुई: {amount} आपके वॉलेट में आ गया है।',
  yourCrypto: 'आपका क्रिप्टो',
  'invalid.empty': 'राशि दर्ज करें।',
  'invalid.format': 'राशि अंकों में दर्ज करें, ज़्यादा से ज़्यादा 2 दशमलव स्थान।',
  'invalid.range': '{min} और {max} {currency} के बीच की राशि दर्ज करें।',
  'error.notConnected': 'क्रिप्टो खरीदने के लिए वॉलेट कनेक्ट करें।',
  'error.unavailable': 'क्रिप्टो खरीदना उपलब्ध नहीं है: ऐप के पास Blockchain API नहीं है।',
  'error.unsafeUrl': 'प्रदाता ने अनुपयोगी चेकआउट पता लौटाया।',
} satisfies Translation<typeof en>
