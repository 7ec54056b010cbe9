/** The page of the WalletConnect dev wallet; `walletconnect-wallet.js` sits beside it. */
export const walletConnectWalletHtml = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <title>Foyer Dev Wallet: WalletConnect</title>
    <link rel="icon" href="data:," />
    <!-- The Sign client skips its Verify API calls when process.env.IS_VITEST is 'true': nothing leaves the machine. -->
    <script>window.process = { env: { IS_VITEST: 'true' } }</script>
    <style>
      body { font: 15px/1.5 system-ui, sans-serif; max-width: 40rem; margin: 2rem auto; padding: 0 1rem; }
      input { width: 100%; padding: 0.5rem; font: inherit; box-sizing: border-box; }
      button { margin: 0.5rem 0.5rem 0 0; padding: 0.4rem 1rem; font: inherit; }
      pre { background: #f4f4f5; padding: 0.75rem; overflow: auto; min-height: 1rem; }
    </style>
  </head>
  <body>
    <h1>Foyer Dev Wallet</h1>
    <label for="uri">Pairing URI</label>
    <input id="uri" placeholder="wc:…" autocomplete="off" />
    <button id="approve" type="button" disabled>Approve</button>
    <p id="status" role="status">Starting…</p>
    <h2>Session</h2>
    <pre id="session" aria-label="Session"></pre>
    <button id="disconnect" type="button" disabled>Disconnect</button>
    <script src="./walletconnect-wallet.js"></script>
  </body>
</html>
`
