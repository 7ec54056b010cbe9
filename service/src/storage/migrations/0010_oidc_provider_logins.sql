-- The provider step of an OAuth login: the service's own PKCE verifier and OpenID nonce for it (sent to the identity
-- provider, never to the browser), and the email the provider vouched for, kept with the subject until the frame
-- redeems the service's code.
ALTER TABLE oauth_logins ADD COLUMN provider_code_verifier text;
ALTER TABLE oauth_logins ADD COLUMN provider_nonce text;
ALTER TABLE oauth_logins ADD COLUMN email text;

-- The devnet's stand-in provider kept its codes here; the devnet runs a real OpenID provider instead.
DROP TABLE oauth_codes;
