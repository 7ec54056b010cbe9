/** SPEC.md §6: mainland-China, Hong Kong and Macau time zones, including legacy aliases. */
export const restrictedTimezones = [
  'Asia/Shanghai',
  'Asia/Urumqi',
  'Asia/Chongqing',
  'Asia/Chungking',
  'Asia/Harbin',
  'Asia/Kashgar',
  'Asia/Macau',
  'Asia/Macao',
  'Asia/Hong_Kong',
  'Asia/Hongkong',
  'Asia/Beijing',
  'PRC',
  'Hongkong',
] as const
