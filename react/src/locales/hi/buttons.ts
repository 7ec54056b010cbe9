import type { Translation } from '../../i18n/Messages.js'
import type en from '../en/buttons.js'

export default {
  'connect.label': 'वॉलेट कनेक्ट करें',
  'connect.loading': 'कनेक्ट हो रहा है…',
  'network.select': 'नेटवर्क चुनें',
  'network.unsupported': 'असमर्थित नेटवर्क',
  'network.prefix': 'नेटवर्क:',
  'balance.unavailable': 'टोकन बैलेंस उपलब्ध नहीं है',
} satisfies Translation<typeof en>
