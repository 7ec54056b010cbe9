import type { Translation } from '@foyer/react/ui'
import type en from './en.js'

export default {
  'title.OnRampProviders': 'Купити криптовалюту',
  loading: 'Завантаження доступних покупок',
  checkoutFailed: 'Не вдалося відкрити сторінку оплати.',
  sample: 'Приклад даних',
  sampleNotice: 'Актуальні ціни недоступні, це приблизні значення.',
  payWith: 'Спосіб оплати',
  amount: 'Сума ({currency})',
  nothingToBuy: 'Купівля в {network} недоступна.',
  thisNetwork: 'цій мережі',
  asset: 'Що купити',
  gettingQuotes: 'Отримання пропозицій',
  providers: 'Провайдери',
  buyWith: 'Купити через {provider}',
  quote: '≈ {amount} · комісії {fee} + {networkFee}',
  waiting: 'Завершіть покупку в {provider} у новому вікні. Очікування…',
  bought: 'Покупку завершено. Зараховано на гаманець: {amount}.',
  yourCrypto: 'криптовалюта',
  'invalid.empty': 'Введіть суму.',
  'invalid.format': 'Введіть суму цифрами, не більше 2 знаків після коми.',
  'invalid.range': 'Введіть суму від {min} до {max} {currency}.',
  'error.notConnected': 'Підключіть гаманець, щоб купити криптовалюту.',
  'error.unavailable': 'Купівля криптовалюти недоступна: у застосунку немає Blockchain API.',
  'error.unsafeUrl': 'Постачальник повернув непридатну адресу сторінки оплати.',
} satisfies Translation<typeof en>
