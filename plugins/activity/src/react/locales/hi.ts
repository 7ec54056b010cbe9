import type { Translation } from '@foyer/react/ui'
import type en from './en.js'

export default {
  notConnected: 'गतिविधि देखने के लिए वॉलेट कनेक्ट करें।',
  loading: 'गतिविधि लोड हो रही है',
  pendingList: 'लंबित ट्रांज़ैक्शन',
  failed: 'ट्रांज़ैक्शन प्राप्त नहीं हो सके',
  empty: 'अभी कोई गतिविधि नहीं है।',
  loadMore: 'और ट्रांज़ैक्शन लोड करें',
  sending: 'भेजा जा रहा है',
  sendingTo: '{address} को',
  'operation.send': 'भेजा गया',
  'operation.receive': 'प्राप्त हुआ',
  'operation.buy': 'खरीदा गया',
  'operation.trade': 'स्वैप किया गया',
  'operation.mint': 'मिंट किया गया',
  'operation.burn': 'बर्न किया गया',
  'operation.approve': 'स्वीकृत किया गया',
  'operation.deploy': 'डिप्लॉय किया गया',
  'operation.execute': 'कॉन्ट्रैक्ट कॉल',
  'status.confirmed': 'कन्फ़र्म हुआ',
  'status.failed': 'विफल',
  'status.pending': 'लंबित',
  onRamp: 'ऑन-रैंप',
  partyTo: '{amounts} {address} को',
  partyFrom: '{amounts} {address} से',
} satisfies Translation<typeof en>
