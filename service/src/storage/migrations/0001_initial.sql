-- The reference service's state. Times are Unix milliseconds unless a column says seconds.

-- Email one-time codes: one row per address, kept after use for the resend cooldown.
CREATE TABLE auth_email_codes (
  email text PRIMARY KEY,
  code text,
  expires_at bigint NOT NULL,
  attempts integer NOT NULL DEFAULT 0,
  last_sent_at bigint NOT NULL
);

-- What the dev mailbox shows (`GET /dev/mailbox`): every code sent.
CREATE TABLE dev_mailbox (
  id bigserial PRIMARY KEY,
  email text NOT NULL,
  code text NOT NULL,
  subject text NOT NULL,
  sent_at bigint NOT NULL
);
CREATE INDEX dev_mailbox_email ON dev_mailbox (email, id);

-- Attempts per key (an IP, an email) in fixed windows, for the per-IP and per-email limits.
CREATE TABLE attempt_counters (
  scope text NOT NULL,
  key text NOT NULL,
  started_at bigint NOT NULL,
  attempts integer NOT NULL,
  PRIMARY KEY (scope, key)
);

CREATE TABLE auth_users (
  login text PRIMARY KEY,
  provider text NOT NULL,
  email text,
  username text,
  address text NOT NULL,
  created_at bigint NOT NULL
);

-- Session tokens and OAuth codes are kept as SHA-256 digests, never as given to the client.
CREATE TABLE auth_sessions (
  token_hash text PRIMARY KEY,
  login text NOT NULL REFERENCES auth_users (login),
  expires_at bigint NOT NULL
);

CREATE TABLE oauth_codes (
  code_hash text PRIMARY KEY,
  provider text NOT NULL,
  username text NOT NULL,
  expires_at bigint NOT NULL
);

-- Sign-In With X: a nonce is issued once and consumed once.
CREATE TABLE siwx_nonces (
  nonce text PRIMARY KEY,
  expires_at bigint NOT NULL,
  used_at bigint
);

CREATE TABLE siwx_sessions (
  id bigserial PRIMARY KEY,
  address text NOT NULL,
  chain_id text NOT NULL,
  message text NOT NULL,
  signature text NOT NULL,
  created_at bigint NOT NULL,
  expires_at bigint
);
CREATE INDEX siwx_sessions_account ON siwx_sessions (lower(address), chain_id);

-- Registered names (`label.foyer.eth`); `registered` and `updated` are Unix seconds.
CREATE TABLE names (
  name text PRIMARY KEY,
  address text NOT NULL,
  coin_type bigint NOT NULL,
  registered bigint NOT NULL,
  updated bigint NOT NULL,
  attributes jsonb NOT NULL
);
CREATE INDEX names_address ON names (lower(address), registered);

-- On-ramp orders: `open`, then `paying` while the funding transaction is in flight, then `paid`.
CREATE TABLE onramp_orders (
  id text PRIMARY KEY,
  -- Creation order, for forgetting the oldest unpaid orders.
  seq bigserial NOT NULL,
  chain_id bigint NOT NULL,
  address text NOT NULL,
  symbol text NOT NULL,
  token_address text NOT NULL,
  decimals integer NOT NULL,
  payment_amount double precision NOT NULL,
  payment_currency text NOT NULL,
  purchase_amount numeric NOT NULL,
  status text NOT NULL CHECK (status IN ('open', 'paying', 'paid')),
  funder text,
  transaction_hash text,
  created_at bigint NOT NULL,
  paid_at bigint
);
CREATE INDEX onramp_orders_paid ON onramp_orders (address, paid_at) WHERE status = 'paid';

-- Smart-session permission grants; `expiry`, `created_at` and `revoked_at` are Unix seconds.
CREATE TABLE smart_sessions (
  pci text PRIMARY KEY,
  account text NOT NULL,
  project jsonb NOT NULL,
  expiry bigint NOT NULL,
  created_at bigint NOT NULL,
  revoked_at bigint,
  permissions jsonb NOT NULL,
  policies jsonb NOT NULL,
  context text NOT NULL
);
CREATE INDEX smart_sessions_account ON smart_sessions (account, created_at);

-- A signed grant is used once: its nonce is kept until the signature's `valid_until` (Unix seconds).
CREATE TABLE smart_session_nonces (
  account text NOT NULL,
  nonce text NOT NULL,
  valid_until bigint NOT NULL,
  PRIMARY KEY (account, nonce)
);

CREATE TABLE analytics_events (
  id bigserial PRIMARY KEY,
  project_id text NOT NULL,
  event jsonb NOT NULL,
  received_at bigint NOT NULL,
  -- The size of the event's JSON, for the cap on bytes kept.
  bytes integer NOT NULL
);
