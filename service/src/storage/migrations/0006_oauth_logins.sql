-- An OAuth login the frame started (POST /auth/oauth/start), under a state the service issued: bound to the app
-- origin, the redirect_uri, the frame's PKCE challenge and the digest of a secret only that frame holds. After the
-- provider step it holds the service's one-time code (its digest) and who signed in, until the frame redeems it.
CREATE TABLE oauth_logins (
  state_hash text PRIMARY KEY,
  provider text NOT NULL,
  project_id text NOT NULL,
  app_origin text NOT NULL,
  return_url text,
  redirect_uri text NOT NULL,
  code_challenge text NOT NULL,
  frame_secret_hash text NOT NULL,
  code_hash text UNIQUE,
  subject text,
  username text,
  expires_at bigint NOT NULL
);
