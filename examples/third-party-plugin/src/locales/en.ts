// The plugin's English texts: the source its other catalogs are typed against.
export default {
  'title.GasTips': 'Gas tips',
  intro: 'Paying less for gas:',
  introOn: 'Paying less for gas on {network}:',
  list: 'Gas tips',
  'quiet.title': 'Send when the network is quiet',
  'quiet.text': 'Fees are lowest on weekends and late at night (UTC).',
  'batch.title': 'Batch your transfers',
  'batch.text': 'One transaction with several calls costs less than several transactions.',
  'check.title': 'Check the fee before you sign',
  'check.text': 'Your wallet shows the network fee; reject if it looks too high.',
  gotIt: 'Got it',
} as const
