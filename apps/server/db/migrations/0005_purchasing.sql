-- Purchasing: suppliers and what they sell, purchase orders, receiving, invoices and payments.
-- Every table is tenant data (workspace_id in its key, row-level security forced). Money is
-- numeric: prices per unit with 4 decimals, document totals in cents. Items and suppliers are
-- archived, never deleted, so their foreign keys cascade only when a whole workspace goes.

-- Workspace-wide purchasing rules.
alter table workspaces
  add column price_rise_alert_percent numeric(5,2) not null default 5
    check (price_rise_alert_percent >= 0),
  -- Orders above this total (incl. tax) need a manager's approval before they are sent; null: never.
  add column approval_limit numeric(14,2) check (approval_limit >= 0);

-- Notifications now also warn of price rises.
alter table notifications drop constraint notifications_kind_check;
alter table notifications add constraint notifications_kind_check
  check (kind in ('low_stock', 'price_rise'));
alter table notifications add column link text;

-- PO-2026-001, INV-2026-001: one counter per kind of document and year.
create table document_counters (
  workspace_id uuid not null references workspaces (id) on delete cascade,
  kind text not null check (kind in ('PO', 'INV')),
  year integer not null,
  last integer not null,
  primary key (workspace_id, kind, year)
);

create table suppliers (
  workspace_id uuid not null references workspaces (id) on delete cascade,
  id uuid not null default gen_random_uuid(),
  name text not null check (length(name) between 1 and 120),
  contact_name text not null default '' check (length(contact_name) <= 120),
  phone text not null default '' check (length(phone) <= 40),
  email text not null default '' check (length(email) <= 254),
  -- Where purchase orders are sent.
  ordering_email text not null default '' check (length(ordering_email) <= 254),
  account_number text not null default '' check (length(account_number) <= 60),
  -- Weekdays it delivers, 0 = Monday … 6 = Sunday.
  delivery_days integer[] not null default '{}',
  lead_time_days integer not null default 1 check (lead_time_days between 0 and 60),
  minimum_order numeric(14,2) check (minimum_order >= 0),
  payment_terms_days integer not null default 30 check (payment_terms_days between 0 and 365),
  notes text not null default '' check (length(notes) <= 2000),
  archived_at timestamptz,
  created_at timestamptz not null default now(),
  primary key (workspace_id, id)
);
create unique index suppliers_name on suppliers (workspace_id, lower(name)) where archived_at is null;

-- What a supplier sells: an item, in one of the item's units (usually a pack), at a price.
create table supplier_items (
  workspace_id uuid not null,
  id uuid not null default gen_random_uuid(),
  supplier_id uuid not null,
  item_id uuid not null,
  sku text not null default '' check (length(sku) <= 60),
  unit text not null,
  price numeric(14,4) not null check (price >= 0),
  preferred boolean not null default false,
  created_at timestamptz not null default now(),
  primary key (workspace_id, id),
  unique (workspace_id, supplier_id, item_id, unit),
  foreign key (workspace_id, supplier_id) references suppliers (workspace_id, id) on delete cascade,
  foreign key (workspace_id, item_id) references items (workspace_id, id) on delete cascade
);
create index supplier_items_item on supplier_items (workspace_id, item_id);
create unique index supplier_items_preferred on supplier_items (workspace_id, item_id) where preferred;

-- Every price a supplier item has had, and where it came from.
create table price_history (
  workspace_id uuid not null,
  id uuid not null default gen_random_uuid(),
  supplier_item_id uuid not null,
  price numeric(14,4) not null check (price >= 0),
  source text not null check (source in ('manual', 'receipt', 'invoice')),
  recorded_at timestamptz not null default now(),
  user_id uuid references users (id) on delete set null,
  primary key (workspace_id, id),
  foreign key (workspace_id, supplier_item_id) references supplier_items (workspace_id, id) on delete cascade
);
create index price_history_item on price_history (workspace_id, supplier_item_id, recorded_at desc);

create table purchase_orders (
  workspace_id uuid not null,
  id uuid not null default gen_random_uuid(),
  number text not null,
  supplier_id uuid not null,
  location_id uuid not null,
  status text not null default 'draft'
    check (status in ('draft', 'sent', 'partially_received', 'received', 'cancelled')),
  expected_on date,
  notes text not null default '' check (length(notes) <= 2000),
  created_by uuid references users (id) on delete set null,
  created_at timestamptz not null default now(),
  approved_by uuid references users (id) on delete set null,
  approved_at timestamptz,
  sent_at timestamptz,
  sent_to text,
  received_at timestamptz,
  cancelled_at timestamptz,
  primary key (workspace_id, id),
  unique (workspace_id, number),
  foreign key (workspace_id, supplier_id) references suppliers (workspace_id, id) on delete cascade,
  foreign key (workspace_id, location_id) references locations (workspace_id, id) on delete cascade
);
create index purchase_orders_recent on purchase_orders (workspace_id, created_at desc);
create index purchase_orders_open on purchase_orders (workspace_id, location_id)
  where status in ('sent', 'partially_received');

-- Lines are in the supplier's unit (a case); received_quantity is in the same unit.
create table purchase_order_lines (
  workspace_id uuid not null,
  id uuid not null default gen_random_uuid(),
  order_id uuid not null,
  position integer not null default 0,
  item_id uuid not null,
  supplier_item_id uuid,
  unit text not null,
  quantity numeric(20,6) not null check (quantity > 0),
  unit_price numeric(14,4) not null check (unit_price >= 0),
  tax_rate numeric(9,6) not null default 0 check (tax_rate between 0 and 100),
  received_quantity numeric(20,6) not null default 0 check (received_quantity >= 0),
  -- How much of the item's base unit one `unit` is, fixed when the line was written: what is
  -- still to come and what it cost per base unit are counted with it.
  base_per_unit numeric not null check (base_per_unit > 0),
  -- A line that came short, damaged or substituted expects nothing more.
  closed boolean not null default false,
  primary key (workspace_id, id),
  foreign key (workspace_id, order_id) references purchase_orders (workspace_id, id) on delete cascade,
  foreign key (workspace_id, item_id) references items (workspace_id, id) on delete cascade,
  foreign key (workspace_id, supplier_item_id) references supplier_items (workspace_id, id) on delete set null (supplier_item_id)
);
create index purchase_order_lines_order on purchase_order_lines (workspace_id, order_id, position);
create index purchase_order_lines_item on purchase_order_lines (workspace_id, item_id);

-- Files people attach (a photo of a damaged case): checked by content, kept under a name Larder
-- chooses.
create table uploads (
  workspace_id uuid not null references workspaces (id) on delete cascade,
  id uuid not null default gen_random_uuid(),
  content_type text not null check (content_type in ('image/jpeg', 'image/png', 'image/webp')),
  size integer not null check (size > 0 and size <= 5242880),
  bytes bytea not null,
  created_by uuid references users (id) on delete set null,
  created_at timestamptz not null default now(),
  primary key (workspace_id, id)
);

-- A delivery: against an order or without one.
create table receipts (
  workspace_id uuid not null,
  id uuid not null default gen_random_uuid(),
  order_id uuid,
  supplier_id uuid,
  location_id uuid not null,
  received_at timestamptz not null default now(),
  received_by uuid references users (id) on delete set null,
  note text not null default '' check (length(note) <= 1000),
  primary key (workspace_id, id),
  foreign key (workspace_id, order_id) references purchase_orders (workspace_id, id) on delete cascade,
  foreign key (workspace_id, supplier_id) references suppliers (workspace_id, id) on delete cascade,
  foreign key (workspace_id, location_id) references locations (workspace_id, id) on delete cascade
);
create index receipts_order on receipts (workspace_id, order_id);

create table receipt_lines (
  workspace_id uuid not null,
  id uuid not null default gen_random_uuid(),
  receipt_id uuid not null,
  order_line_id uuid,
  item_id uuid not null,
  unit text not null,
  -- What was accepted into stock, in `unit`; zero for a line that did not come.
  quantity numeric(20,6) not null check (quantity >= 0),
  unit_price numeric(14,4) not null check (unit_price >= 0),
  outcome text not null check (outcome in ('received', 'short', 'damaged', 'substituted')),
  note text not null default '' check (length(note) <= 500),
  photo_id uuid,
  movement_id uuid,
  primary key (workspace_id, id),
  foreign key (workspace_id, receipt_id) references receipts (workspace_id, id) on delete cascade,
  foreign key (workspace_id, order_line_id) references purchase_order_lines (workspace_id, id) on delete cascade,
  foreign key (workspace_id, item_id) references items (workspace_id, id) on delete cascade,
  foreign key (workspace_id, photo_id) references uploads (workspace_id, id) on delete set null (photo_id)
);
create index receipt_lines_receipt on receipt_lines (workspace_id, receipt_id);

create table invoices (
  workspace_id uuid not null,
  id uuid not null default gen_random_uuid(),
  -- INV-2026-001 when entered without one; the supplier's own number kept as given.
  number text not null check (length(number) between 1 and 60),
  supplier_id uuid not null,
  location_id uuid,
  -- Who bought: a member, and their name as it was.
  buyer_user_id uuid references users (id) on delete set null,
  buyer_name text not null default '',
  effective_date date not null,
  due_date date not null,
  total_excl_tax numeric(14,2) not null check (total_excl_tax >= 0),
  total_incl_tax numeric(14,2) not null check (total_incl_tax >= total_excl_tax),
  notes text not null default '' check (length(notes) <= 2000),
  created_by uuid references users (id) on delete set null,
  created_at timestamptz not null default now(),
  primary key (workspace_id, id),
  foreign key (workspace_id, supplier_id) references suppliers (workspace_id, id) on delete cascade,
  foreign key (workspace_id, location_id) references locations (workspace_id, id) on delete set null (location_id)
);
create unique index invoices_number on invoices (workspace_id, supplier_id, lower(number));
create index invoices_effective on invoices (workspace_id, effective_date desc);

create table invoice_lines (
  workspace_id uuid not null,
  id uuid not null default gen_random_uuid(),
  invoice_id uuid not null,
  position integer not null default 0,
  item_id uuid,
  description text not null check (length(description) between 1 and 200),
  unit text,
  quantity numeric(20,6) not null check (quantity >= 0),
  unit_price numeric(14,4) not null check (unit_price >= 0),
  tax_rate numeric(9,6) not null default 0 check (tax_rate between 0 and 100),
  order_line_id uuid,
  primary key (workspace_id, id),
  foreign key (workspace_id, invoice_id) references invoices (workspace_id, id) on delete cascade,
  foreign key (workspace_id, item_id) references items (workspace_id, id) on delete cascade,
  foreign key (workspace_id, order_line_id) references purchase_order_lines (workspace_id, id) on delete set null (order_line_id)
);
create index invoice_lines_invoice on invoice_lines (workspace_id, invoice_id, position);

-- The orders an invoice bills.
create table invoice_orders (
  workspace_id uuid not null,
  invoice_id uuid not null,
  order_id uuid not null,
  primary key (workspace_id, invoice_id, order_id),
  foreign key (workspace_id, invoice_id) references invoices (workspace_id, id) on delete cascade,
  foreign key (workspace_id, order_id) references purchase_orders (workspace_id, id) on delete cascade
);

create table payments (
  workspace_id uuid not null,
  id uuid not null default gen_random_uuid(),
  invoice_id uuid not null,
  amount numeric(14,2) not null check (amount > 0),
  paid_on date not null,
  method text not null check (method in ('bank_transfer', 'card', 'check', 'cash', 'other')),
  reference text not null default '' check (length(reference) <= 120),
  recorded_by uuid references users (id) on delete set null,
  recorded_at timestamptz not null default now(),
  primary key (workspace_id, id),
  foreign key (workspace_id, invoice_id) references invoices (workspace_id, id) on delete cascade
);
create index payments_invoice on payments (workspace_id, invoice_id);

-- The status of an invoice, derived: paid when nothing is left to pay, overdue when its due date
-- has passed with a balance, pending otherwise.
create function larder_invoice_status(balance numeric, due_date date, today date) returns text
  language sql immutable
  as $$ select case when balance <= 0 then 'paid'
                    when due_date < today then 'overdue'
                    else 'pending' end $$;

do $$
declare
  tenant_table text;
begin
  foreach tenant_table in array array[
    'document_counters', 'suppliers', 'supplier_items', 'price_history', 'purchase_orders',
    'purchase_order_lines', 'uploads', 'receipts', 'receipt_lines', 'invoices',
    'invoice_lines', 'invoice_orders', 'payments'
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
