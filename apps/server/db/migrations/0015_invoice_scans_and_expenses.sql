-- Invoices read from their files, and expenses (decision 0028). A supplier's invoice or an
-- expense receipt is uploaded, kept as it came with its SHA-256, read in the background by the
-- invoice reader (decision 0027), reviewed by a person, then approved into an invoice (payables)
-- or an expense.

-- The three-way match lets small differences pass: a weighed case is never exactly what was
-- ordered. 0 flags every difference, as before.
alter table workspaces
  add column invoice_price_tolerance_percent numeric(5,2) not null default 0
    check (invoice_price_tolerance_percent between 0 and 100),
  add column invoice_quantity_tolerance_percent numeric(5,2) not null default 0
    check (invoice_quantity_tolerance_percent between 0 and 100);

-- An original document (an invoice, a receipt) exactly as uploaded. Its bytes are kept in
-- pieces of at most 256 KB (as sales files are, migration 0014), and checked against `sha256`
-- whenever they are read back.
create table document_files (
  workspace_id uuid not null references workspaces (id) on delete cascade,
  id uuid not null default gen_random_uuid(),
  sha256 text not null check (sha256 ~ '^[0-9a-f]{64}$'),
  file_name text not null check (length(file_name) between 1 and 200),
  content_type text not null check (length(content_type) between 1 and 100),
  size integer not null check (size > 0),
  created_by uuid references users (id) on delete set null,
  created_at timestamptz not null default now(),
  primary key (workspace_id, id)
);

create table document_file_pieces (
  workspace_id uuid not null,
  file_id uuid not null,
  n integer not null check (n >= 0),
  piece bytea not null,
  primary key (workspace_id, file_id, n),
  foreign key (workspace_id, file_id) references document_files (workspace_id, id) on delete cascade
);

-- Each page of a document drawn small (WebP) for the review screen, made by the reader.
create table document_pages (
  workspace_id uuid not null,
  file_id uuid not null,
  page integer not null check (page >= 0),
  width integer not null check (width > 0),
  height integer not null check (height > 0),
  image bytea not null,
  primary key (workspace_id, file_id, page),
  foreign key (workspace_id, file_id) references document_files (workspace_id, id) on delete cascade
);

-- A document being read, waiting for review, approved or discarded. `kind` says what it
-- becomes: a supplier's invoice, or an expense.
create table document_scans (
  workspace_id uuid not null references workspaces (id) on delete cascade,
  id uuid not null default gen_random_uuid(),
  kind text not null check (kind in ('invoice', 'expense')),
  status text not null check (status in ('reading', 'ready', 'failed', 'approved', 'discarded')),
  file_id uuid not null,
  -- The purchase order it was uploaded from, if any.
  order_id uuid,
  location_id uuid,
  -- Pages read so far, of how many.
  pages_done integer not null default 0 check (pages_done >= 0),
  pages integer check (pages >= 0),
  -- The words and their boxes (for learning from corrections), and the fields as read.
  document jsonb,
  reading jsonb,
  error text,
  invoice_id uuid,
  expense_id uuid,
  created_by uuid references users (id) on delete set null,
  created_at timestamptz not null default now(),
  read_at timestamptz,
  finished_by uuid references users (id) on delete set null,
  finished_at timestamptz,
  primary key (workspace_id, id),
  foreign key (workspace_id, file_id) references document_files (workspace_id, id) on delete cascade,
  foreign key (workspace_id, order_id) references purchase_orders (workspace_id, id) on delete set null (order_id),
  foreign key (workspace_id, location_id) references locations (workspace_id, id) on delete set null (location_id),
  foreign key (workspace_id, invoice_id) references invoices (workspace_id, id) on delete set null (invoice_id)
);
create index document_scans_recent on document_scans (workspace_id, created_at desc);
create index document_scans_file on document_scans (workspace_id, file_id);

-- Where a supplier writes each field, learnt from corrections (packages/domain learnPlace).
create table supplier_invoice_layouts (
  workspace_id uuid not null,
  supplier_id uuid not null,
  layout jsonb not null,
  updated_at timestamptz not null default now(),
  primary key (workspace_id, supplier_id),
  foreign key (workspace_id, supplier_id) references suppliers (workspace_id, id) on delete cascade
);

alter table invoices add column file_id uuid;
alter table invoices add constraint invoices_file
  foreign key (workspace_id, file_id) references document_files (workspace_id, id) on delete set null (file_id);

-- An expense that comes back: rent on the 1st, the linen service every Monday. Its occurrences
-- are written as expenses up to the workspace's today, each once, when expenses are next read.
create table recurring_expenses (
  workspace_id uuid not null references workspaces (id) on delete cascade,
  id uuid not null default gen_random_uuid(),
  category text not null check (length(category) between 1 and 40),
  location_id uuid,
  payee text not null check (length(payee) between 1 and 120),
  description text not null default '' check (length(description) <= 200),
  amount numeric(14,2) not null check (amount > 0),
  tax numeric(14,2) not null default 0 check (tax >= 0),
  method text not null check (method in ('bank_transfer', 'card', 'check', 'cash', 'other')),
  frequency text not null check (frequency in ('weekly', 'monthly', 'quarterly', 'yearly')),
  starts_on date not null,
  ends_on date check (ends_on >= starts_on),
  -- Occurrences up to this day have been written (and one deleted stays deleted).
  written_through date,
  created_by uuid references users (id) on delete set null,
  created_at timestamptz not null default now(),
  primary key (workspace_id, id),
  foreign key (workspace_id, location_id) references locations (workspace_id, id) on delete set null (location_id)
);

-- A cost that is not stock: rent, power, a repair, an advert, a licence.
create table expenses (
  workspace_id uuid not null references workspaces (id) on delete cascade,
  id uuid not null default gen_random_uuid(),
  category text not null check (length(category) between 1 and 40),
  location_id uuid,
  payee text not null check (length(payee) between 1 and 120),
  description text not null default '' check (length(description) <= 200),
  -- Before tax, and the tax on it.
  amount numeric(14,2) not null check (amount > 0),
  tax numeric(14,2) not null default 0 check (tax >= 0),
  incurred_on date not null,
  method text not null check (method in ('bank_transfer', 'card', 'check', 'cash', 'other')),
  reference text not null default '' check (length(reference) <= 120),
  recurring_id uuid,
  -- The receipt, as uploaded.
  file_id uuid,
  created_by uuid references users (id) on delete set null,
  created_at timestamptz not null default now(),
  primary key (workspace_id, id),
  unique (workspace_id, recurring_id, incurred_on),
  foreign key (workspace_id, location_id) references locations (workspace_id, id) on delete set null (location_id),
  foreign key (workspace_id, recurring_id) references recurring_expenses (workspace_id, id) on delete set null (recurring_id),
  foreign key (workspace_id, file_id) references document_files (workspace_id, id) on delete set null (file_id)
);
create index expenses_incurred on expenses (workspace_id, incurred_on desc);

alter table document_scans add constraint document_scans_expense
  foreign key (workspace_id, expense_id) references expenses (workspace_id, id) on delete set null (expense_id);

do $$
declare
  tenant_table text;
begin
  foreach tenant_table in array array[
    'document_files', 'document_file_pieces', 'document_pages', 'document_scans',
    'supplier_invoice_layouts', 'recurring_expenses', 'expenses'
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
