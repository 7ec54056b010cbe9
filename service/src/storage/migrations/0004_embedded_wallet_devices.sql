-- PKCE (RFC 7636) in the dev OAuth provider: the S256 challenge each auth code was issued against.
ALTER TABLE oauth_codes ADD COLUMN code_challenge text;

-- The devices (digests of the frame's device ids) each login has verified.
CREATE TABLE auth_devices (
  login text NOT NULL REFERENCES auth_users (login) ON DELETE CASCADE,
  device_hash text NOT NULL,
  verified_at bigint NOT NULL,
  PRIMARY KEY (login, device_hash)
);

-- A new device's verification, approved through the link mailed to the login's email.
CREATE TABLE auth_device_requests (
  token_hash text PRIMARY KEY,
  email text NOT NULL,
  device_hash text NOT NULL,
  -- The app the sign-in started from (its metadata name), shown in the mail and on the approval page.
  app_name text,
  expires_at bigint NOT NULL,
  approved_at bigint
);
CREATE INDEX auth_device_requests_email ON auth_device_requests (email, device_hash);

-- An email update in progress: the code mailed to the current email ('primary'), then to the new one ('secondary').
CREATE TABLE auth_email_updates (
  login text PRIMARY KEY REFERENCES auth_users (login) ON DELETE CASCADE,
  new_email text NOT NULL,
  step text NOT NULL,
  code text,
  attempts integer NOT NULL DEFAULT 0,
  sent_at bigint NOT NULL,
  expires_at bigint NOT NULL
);

-- One user per email, whatever its login id (an updated email keeps the login it started with).
CREATE UNIQUE INDEX auth_users_email ON auth_users (email) WHERE provider = 'email';

-- Device approvals are mailed as links, not codes.
ALTER TABLE dev_mailbox ALTER COLUMN code DROP NOT NULL;
ALTER TABLE dev_mailbox ADD COLUMN link text;

-- Sign In With Farcaster: each relay channel the service opened, with the nonce and domain its message must carry.
CREATE TABLE auth_farcaster_channels (
  token_hash text PRIMARY KEY,
  nonce text NOT NULL,
  domain text NOT NULL,
  expires_at bigint NOT NULL
);

-- The embedded wallet's keys of a login, as the frame sent them, sealed (AES-256-GCM) under the service's key-encryption
-- key, which is kept outside the database: what a verified new device restores.
CREATE TABLE auth_key_backups (
  login text PRIMARY KEY REFERENCES auth_users (login) ON DELETE CASCADE,
  sealed text NOT NULL,
  created_at bigint NOT NULL
);
