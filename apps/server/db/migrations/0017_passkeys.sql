-- Passkeys (WebAuthn) for signing in, and workspaces that require them (issue 18, decision
-- in docs/decisions: "passkeys"). Passkeys belong to a person, not to a workspace, like sessions:
-- they are identity tables without workspace_id and without row-level security.

create table passkeys (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null references users (id) on delete cascade,
  -- The authenticator's credential id (base64url) and its COSE public key.
  credential_id text not null unique check (length(credential_id) between 1 and 1400),
  public_key bytea not null,
  -- The authenticator's signature counter: a lower one than stored means a cloned key.
  sign_count bigint not null default 0,
  transports text[] not null default '{}',
  -- "singleDevice" or "multiDevice" (synced), and whether it is backed up now.
  device_type text not null,
  backed_up boolean not null default false,
  name text not null check (length(name) between 1 and 60),
  created_at timestamptz not null default now(),
  last_used_at timestamptz
);
create index passkeys_user on passkeys (user_id, created_at);

-- A WebAuthn challenge handed to a browser: single use, short-lived. Adding a passkey and
-- confirming one name the person; signing in names the browser that asked (a keyed hash of its
-- sign-in cookie), since nobody is known yet.
create table passkey_challenges (
  id uuid primary key default gen_random_uuid(),
  challenge text not null unique,
  purpose text not null check (purpose in ('register', 'sign_in', 'confirm')),
  user_id uuid references users (id) on delete cascade,
  session_id uuid references sessions (id) on delete cascade,
  browser_hash text,
  next_path text,
  created_at timestamptz not null default now(),
  expires_at timestamptz not null,
  used_at timestamptz
);
create index passkey_challenges_expiry on passkey_challenges (expires_at);

-- When this session proved a passkey: signed in with one, confirmed one, or added the person's
-- first one. Workspaces that require passkeys let only such sessions in.
alter table sessions add column passkey_verified_at timestamptz;

-- Owners may require every member to use a passkey (multi-factor) in their workspace.
alter table workspaces add column require_passkey boolean not null default false;
