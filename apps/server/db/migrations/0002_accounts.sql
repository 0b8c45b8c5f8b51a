-- Accounts: people, their sign-in, their sessions, and the workspaces they belong to.
--
-- Two kinds of table live here.
--   * Identity tables (users, sessions, sign-in challenges, rate limits, OpenID flows) are not
--     owned by any workspace: a person exists before they join one, and may join several.
--   * Tenant tables (workspaces and everything inside them) carry workspace_id, have row-level
--     security enabled and forced, and show a transaction only the rows of the workspace named
--     by set_config('larder.workspace_id', …, true). Keys include workspace_id, so the schema
--     can be sharded by workspace.
-- The application role cannot bypass these policies; see docs/architecture.md.

-- The person a transaction acts for, and the domain of their email address. They widen what
-- is visible in exactly two places: a person's own memberships in every workspace (to list and
-- switch workspaces), and workspaces that welcome their email domain (to ask to join one).
create function larder_current_user() returns uuid
  language sql stable
  as $$ select nullif(current_setting('larder.user_id', true), '')::uuid $$;

create function larder_current_email_domain() returns text
  language sql stable
  as $$ select nullif(current_setting('larder.email_domain', true), '') $$;

-- Secrets the server generates once and shares between its instances (the pepper for hashing
-- one-time codes), unless SESSION_SECRET is given.
create table server_secrets (
  name text primary key,
  value text not null,
  created_at timestamptz not null default now()
);

create table users (
  id uuid primary key default gen_random_uuid(),
  email text not null unique check (email = lower(email) and length(email) between 3 and 254),
  name text not null default '' check (length(name) <= 120),
  google_subject text unique,
  -- Demo users exist for one visitor and one day, then the sweep removes them with their workspace.
  demo_expires_at timestamptz,
  created_at timestamptz not null default now()
);

create table workspaces (
  id uuid primary key,
  name text not null check (length(name) between 1 and 120),
  -- People whose address ends in @allowed_domain may ask to join instead of starting their own.
  allowed_domain text check (allowed_domain = lower(allowed_domain)),
  is_demo boolean not null default false,
  created_by uuid references users (id) on delete set null,
  created_at timestamptz not null default now()
);
create index workspaces_allowed_domain on workspaces (allowed_domain) where allowed_domain is not null;

create table sessions (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null references users (id) on delete cascade,
  -- SHA-256 of the cookie's token: a copy of this table does not let anyone sign in.
  token_hash text not null unique,
  csrf_token text not null,
  -- The workspace and location the person last chose (not tenant data: a pointer).
  current_workspace_id uuid references workspaces (id) on delete set null,
  current_location_id uuid,
  created_at timestamptz not null default now(),
  last_seen_at timestamptz not null default now(),
  expires_at timestamptz not null,
  user_agent text not null default '',
  ip text not null default ''
);
create index sessions_user on sessions (user_id);

create table sign_in_challenges (
  id uuid primary key default gen_random_uuid(),
  email text not null,
  purpose text not null check (purpose in ('login', 'signup')),
  -- Keyed hashes of the 6-digit code, of the one-click link's token, and of the cookie of the
  -- browser that asked: a code typed or a link opened in another browser does not sign in.
  code_hash text not null,
  link_hash text not null,
  browser_hash text not null,
  failed_attempts integer not null default 0,
  next_path text,
  ip text not null default '',
  created_at timestamptz not null default now(),
  expires_at timestamptz not null,
  used_at timestamptz
);
create index sign_in_challenges_email on sign_in_challenges (email, created_at);

-- Rate-limit counters (per email, per IP), shared by every server instance. A key's window
-- opens at its first hit and lasts the rule's length, so there is no clock-aligned boundary at
-- which a burst of twice the limit gets through.
create table rate_limit_counters (
  key text primary key,
  window_start timestamptz not null,
  hits integer not null
);

-- An OpenID Connect sign-in in progress: state, nonce and PKCE verifier, bound to the browser.
create table oidc_flows (
  id uuid primary key default gen_random_uuid(),
  state text not null unique,
  nonce text not null,
  code_verifier text not null,
  browser_hash text not null,
  next_path text,
  created_at timestamptz not null default now()
);

create table memberships (
  workspace_id uuid not null references workspaces (id) on delete cascade,
  user_id uuid not null references users (id) on delete cascade,
  role text not null check (role in ('owner', 'manager', 'chef', 'purchasing', 'staff')),
  -- false when the member works only at the locations listed in membership_locations.
  all_locations boolean not null default true,
  created_at timestamptz not null default now(),
  primary key (workspace_id, user_id)
);
create index memberships_user on memberships (user_id);

create table locations (
  workspace_id uuid not null references workspaces (id) on delete cascade,
  id uuid not null default gen_random_uuid(),
  name text not null check (length(name) between 1 and 120),
  address text not null default '' check (length(address) <= 300),
  time_zone text not null,
  currency text not null default 'USD' check (currency ~ '^[A-Z]{3}$'),
  archived_at timestamptz,
  created_at timestamptz not null default now(),
  primary key (workspace_id, id)
);
create unique index locations_name on locations (workspace_id, lower(name)) where archived_at is null;

create table membership_locations (
  workspace_id uuid not null,
  user_id uuid not null,
  location_id uuid not null,
  primary key (workspace_id, user_id, location_id),
  foreign key (workspace_id, user_id) references memberships (workspace_id, user_id) on delete cascade,
  foreign key (workspace_id, location_id) references locations (workspace_id, id) on delete cascade
);

create table storage_areas (
  workspace_id uuid not null,
  id uuid not null default gen_random_uuid(),
  location_id uuid not null,
  name text not null check (length(name) between 1 and 80),
  position integer not null default 0,
  archived_at timestamptz,
  created_at timestamptz not null default now(),
  primary key (workspace_id, id),
  foreign key (workspace_id, location_id) references locations (workspace_id, id) on delete cascade
);
create unique index storage_areas_name on storage_areas (workspace_id, location_id, lower(name))
  where archived_at is null;

create table invitations (
  workspace_id uuid not null references workspaces (id) on delete cascade,
  id uuid not null default gen_random_uuid(),
  email text not null check (email = lower(email)),
  role text not null check (role in ('owner', 'manager', 'chef', 'purchasing', 'staff')),
  location_ids uuid[] not null default '{}',
  token_hash text not null unique,
  invited_by uuid references users (id) on delete set null,
  created_at timestamptz not null default now(),
  expires_at timestamptz not null,
  accepted_at timestamptz,
  accepted_by uuid references users (id) on delete set null,
  revoked_at timestamptz,
  primary key (workspace_id, id)
);

create table join_requests (
  workspace_id uuid not null references workspaces (id) on delete cascade,
  id uuid not null default gen_random_uuid(),
  user_id uuid not null references users (id) on delete cascade,
  created_at timestamptz not null default now(),
  decided_at timestamptz,
  decided_by uuid references users (id) on delete set null,
  decision text check (decision in ('approved', 'declined')),
  primary key (workspace_id, id)
);
create unique index join_requests_pending on join_requests (workspace_id, user_id) where decided_at is null;

create table audit_events (
  workspace_id uuid not null references workspaces (id) on delete cascade,
  id uuid not null default gen_random_uuid(),
  at timestamptz not null default clock_timestamp(),
  actor_user_id uuid references users (id) on delete set null,
  -- Who it was at the time (their email), kept even if the account is later removed.
  actor_email text,
  action text not null,
  summary text not null,
  details jsonb not null default '{}',
  ip text not null default '',
  primary key (workspace_id, id)
);
create index audit_events_recent on audit_events (workspace_id, at desc);

-- Row-level security. Every tenant table: enabled, forced (it binds the owner too), and one
-- policy comparing workspace_id with the transaction's workspace.
alter table workspaces enable row level security;
alter table workspaces force row level security;
create policy workspace_isolation on workspaces
  using (
    id = larder_current_workspace()
    or id in (select m.workspace_id from memberships m where m.user_id = larder_current_user())
    or (allowed_domain is not null and allowed_domain = larder_current_email_domain())
  )
  with check (id = larder_current_workspace());

alter table memberships enable row level security;
alter table memberships force row level security;
create policy workspace_isolation on memberships
  using (workspace_id = larder_current_workspace() or user_id = larder_current_user())
  with check (workspace_id = larder_current_workspace());

do $$
declare
  tenant_table text;
begin
  foreach tenant_table in array array[
    'locations', 'membership_locations', 'storage_areas', 'invitations', 'join_requests',
    'audit_events'
  ] loop
    execute format('alter table %I enable row level security', tenant_table);
    execute format('alter table %I force row level security', tenant_table);
    execute format(
      'create policy workspace_isolation on %I
         using (workspace_id = larder_current_workspace())
         with check (workspace_id = larder_current_workspace())',
      tenant_table
    );
  end loop;
end
$$;
