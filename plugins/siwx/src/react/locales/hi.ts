import type { Translation } from '@foyer/react/ui'
import type en from './en.js'

export default {
  needsToConnect: '{app} को आपके वॉलेट से कनेक्ट करना होगा',
  thisApp: 'यह ऐप',
  prove: 'यह साबित करने के लिए कि यह वॉलेट आपका है और आगे बढ़ने के लिए, इस मैसेज को साइन करें।',
  cancelDisconnects: 'रद्द करने पर आपका कनेक्शन टूट जाएगा।',
  cancel: 'रद्द करें',
  sign: 'साइन करें',
  signing: 'प्रमाणित किया जा रहा है…',
  declined: 'सिग्नेचर अस्वीकार किया गया',
  smartAccountUnsupported: 'हो सकता है यह ऐप्लिकेशन स्मार्ट अकाउंट को सपोर्ट न करे',
  initFailed: 'प्रमाणीकरण शुरू करते समय कोई समस्या हुई',
} satisfies Translation<typeof en>
