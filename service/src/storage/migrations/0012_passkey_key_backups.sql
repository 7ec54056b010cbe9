-- The embedded wallet's backup may be sealed on the user's device (passkey PRF, recovery code) instead of under the
-- operator's key-encryption key: `protection` says which, and a 'passkey' row's `sealed` is the device's envelopes.
ALTER TABLE auth_key_backups ADD COLUMN protection text NOT NULL DEFAULT 'operator';
-- A session's frame key (an ECDSA P-256 public key, JWK): once registered, key backup requests must be signed by it.
ALTER TABLE auth_sessions ADD COLUMN frame_key text;
