-- API tokens (decision 0031): an owner gives a POS, an accounting tool or a script a token for
-- one workspace, with scopes and an expiry. Only the SHA-256 of the secret is kept; the secret is
-- shown once. Each row also holds its rate limit's token bucket, refilled by the time passed.
create table api_tokens (
  workspace_id uuid not null references workspaces (id) on delete cascade,
  id uuid not null default gen_random_uuid(),
  name text not null check (length(name) between 1 and 80),
  -- SHA-256 (hex) of the whole secret, "larder_" included. 256 random bits make it globally
  -- unique without a unique index across workspaces (which a sharded database could not keep).
  token_hash text not null check (token_hash ~ '^[0-9a-f]{64}$'),
  -- The secret's first characters ("larder_Ab3xY"), to tell tokens apart in lists and logs.
  prefix text not null,
  scopes text[] not null,
  -- The owner the token acts for; with them gone (or no longer a member) it stops working.
  created_by uuid references users (id) on delete set null,
  created_by_email text not null,
  created_at timestamptz not null default now(),
  expires_at timestamptz not null,
  revoked_at timestamptz,
  revoked_by_email text,
  last_used_at timestamptz,
  last_used_ip text,
  bucket_level double precision not null,
  bucket_at timestamptz not null default clock_timestamp(),
  primary key (workspace_id, id),
  check (expires_at > created_at)
);
create index api_tokens_by_hash on api_tokens (token_hash);

-- A bearer request names no workspace before its token is found, so the policy also shows the
-- one row whose hash the transaction names in larder.api_token_hash: knowing the hash means
-- holding the secret. Writes stay within the transaction's workspace.
alter table api_tokens enable row level security;
alter table api_tokens force row level security;
create policy workspace_isolation on api_tokens
  using (
    workspace_id = larder_current_workspace()
    or token_hash = nullif(current_setting('larder.api_token_hash', true), '')
  )
  with check (workspace_id = larder_current_workspace());
