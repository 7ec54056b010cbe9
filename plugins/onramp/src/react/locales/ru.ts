import type { Translation } from '@foyer/react/ui'
import type en from './en.js'

export default {
  'title.OnRampProviders': 'Купить криптовалюту',
  loading: 'Загрузка доступных покупок',
  checkoutFailed: 'Не удалось открыть страницу оплаты.',
  sample: 'Пример данных',
  sampleNotice: 'Актуальные цены недоступны, это примерные значения.',
  payWith: 'Способ оплаты',
  amount: 'Сумма ({currency})',
  nothingToBuy: 'Покупка в {network} недоступна.',
  thisNetwork: 'этой сети',
  asset: 'Что купить',
  gettingQuotes: 'Получение предложений',
  providers: 'Провайдеры',
  buyWith: 'Купить через {provider}',
  quote: '≈ {amount} · комиссии {fee} + {networkFee}',
  waiting: 'Завершите покупку у {provider} в новом окне. Ожидание…',
  bought: 'Покупка завершена. Зачислено на кошелек: {amount}.',
  yourCrypto: 'криптовалюта',
  'invalid.empty': 'Введите сумму.',
  'invalid.format': 'Введите сумму цифрами, не более 2 знаков после запятой.',
  'invalid.range': 'Введите сумму от {min} до {max} {currency}.',
  'error.notConnected': 'Подключите кошелёк, чтобы купить криптовалюту.',
  'error.unavailable': 'Покупка криптовалюты недоступна: у приложения нет Blockchain API.',
  'error.unsafeUrl': 'Провайдер вернул непригодный адрес страницы оплаты.',
} satisfies Translation<typeof en>
