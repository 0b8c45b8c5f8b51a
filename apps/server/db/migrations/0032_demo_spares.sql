-- Spare demos (issue 27, decision 0036): a few copies of the day's template made in the
-- background, each waiting for a visitor. Opening a demo hands one over (its people's day starts
-- then) and another copy is made after it, so a visitor does not wait for the copy itself.
--
-- The columns are named *_workspace_id so that backups, which leave out every row naming a demo
-- workspace, leave these out too. A spare goes with its workspace; when its template is
-- replaced, the spares made from it are deleted with it (template.ts).
create table demo_spares (
  demo_workspace_id uuid primary key references workspaces (id) on delete cascade,
  -- The template it was copied from: a spare of a replaced template is not handed out.
  template_workspace_id uuid not null,
  -- Its owner, who is signed in when it is handed out.
  visitor_id uuid not null references users (id) on delete cascade,
  made_at timestamptz not null default now()
);

create index demo_spares_template on demo_spares (template_workspace_id, made_at);
