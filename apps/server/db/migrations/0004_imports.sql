-- Imports of items and opening stock (CSV or XLSX), as jobs that survive a restart.

-- An import of items and opening stock: the uploaded file, what was read from it, and how far
-- the work has got. Parsing runs in a worker thread; a job left half-way by a restart is taken
-- up again at start-up.
create table import_jobs (
  workspace_id uuid not null references workspaces (id) on delete cascade,
  id uuid not null default gen_random_uuid(),
  status text not null check (status in ('parsing', 'ready', 'importing', 'done', 'failed', 'cancelled')),
  file_name text not null,
  format text not null check (format in ('csv', 'xlsx')),
  file bytea,
  created_by uuid references users (id) on delete set null,
  created_at timestamptz not null default now(),
  -- Who confirmed it: the import is written in their name, with their rights.
  confirmed_by uuid references users (id) on delete set null,
  skip_invalid boolean not null default false,
  finished_at timestamptz,
  progress integer not null default 0 check (progress between 0 and 100),
  preview jsonb,
  result jsonb,
  error text,
  primary key (workspace_id, id)
);

create index import_jobs_unfinished on import_jobs (status) where status in ('parsing', 'importing');

alter table import_jobs enable row level security;
alter table import_jobs force row level security;
create policy workspace_isolation on import_jobs
  using (workspace_id = larder_current_workspace())
  with check (workspace_id = larder_current_workspace());

-- The queue of background work (reading an upload, writing an import). Infrastructure, not
-- tenant data (like a session's pointer to its current workspace): a row names the workspace
-- and the object to work on, and the work itself reads and writes inside that workspace's
-- tenant context. A worker leases a row while it works; a lease left by a server that stopped
-- runs out and the work is taken up again.
create table job_queue (
  id uuid primary key default gen_random_uuid(),
  kind text not null,
  target_workspace_id uuid not null,
  object_id uuid not null,
  created_at timestamptz not null default now(),
  leased_until timestamptz,
  attempts integer not null default 0
);
create index job_queue_ready on job_queue (created_at);
