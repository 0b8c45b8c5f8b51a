-- Approval chains (issue 28, item 5; decision 0044). An owner sets rules: orders or invoices at
-- a location (or at all), raised by a role (or by anyone), above an amount with tax, wait for a
-- named member. A document's chain is the approvers of the rules it meets, lowest limit first;
-- each approves in turn, notified when their turn comes.

create table approval_rules (
  workspace_id uuid not null,
  id uuid not null default gen_random_uuid(),
  document text not null check (document in ('order', 'invoice')),
  location_id uuid,
  role text check (role in ('owner', 'manager', 'chef', 'purchasing', 'staff')),
  above numeric(14,2) not null check (above >= 0),
  approver_user_id uuid not null,
  created_at timestamptz not null default now(),
  primary key (workspace_id, id),
  foreign key (workspace_id, location_id) references locations (workspace_id, id) on delete cascade,
  -- A member who leaves takes their rules with them.
  foreign key (workspace_id, approver_user_id) references memberships (workspace_id, user_id) on delete cascade
);
create index approval_rules_document on approval_rules (workspace_id, document, above);

create table approval_steps (
  workspace_id uuid not null,
  id uuid not null default gen_random_uuid(),
  document text not null check (document in ('order', 'invoice')),
  document_id uuid not null,
  step integer not null check (step >= 1),
  approver_user_id uuid not null,
  above numeric(14,2) not null,
  -- "Orders above $500.00 at Main Street raised by Purchasing", as the rule read then.
  reason text not null check (length(reason) <= 300),
  status text not null default 'waiting' check (status in ('waiting', 'approved', 'rejected')),
  requested_by uuid references users (id) on delete set null,
  requested_at timestamptz,
  decided_at timestamptz,
  note text not null default '' check (length(note) <= 500),
  mailed_at timestamptz,
  primary key (workspace_id, id),
  unique (workspace_id, document, document_id, step),
  foreign key (workspace_id, approver_user_id) references memberships (workspace_id, user_id) on delete cascade
);
create index approval_steps_approver on approval_steps (workspace_id, approver_user_id, status);

alter table notifications drop constraint notifications_kind_check;
alter table notifications add constraint notifications_kind_check
  check (kind in ('low_stock', 'price_rise', 'approval'));

do $$
declare
  tenant_table text;
begin
  foreach tenant_table in array array['approval_rules', 'approval_steps'] loop
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
