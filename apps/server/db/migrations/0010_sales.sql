-- Sales from a point of sale (decision 0025): files exported by a POS, imported in the background
-- with a preview, or tickets posted one at a time by an integration. Each sale of a menu item
-- takes its recipes' ingredients from stock (sale movements), which gives theoretical usage and
-- the actual-versus-theoretical variance.

-- A POS item name, as the till spells it, and the menu item it is: mapped once, remembered for
-- every later import and ticket. `ignored` marks names that are not food (gift cards, tips).
create table pos_item_names (
  workspace_id uuid not null references workspaces (id) on delete cascade,
  -- lower(trim(name)) with runs of spaces folded: "Burger  (Large)" and "burger (large)" are one.
  name_key text not null check (length(name_key) between 1 and 200),
  name text not null check (length(name) between 1 and 200),
  menu_item_id uuid,
  ignored boolean not null default false,
  check (not (ignored and menu_item_id is not null)),
  updated_at timestamptz not null default now(),
  primary key (workspace_id, name_key),
  foreign key (workspace_id, menu_item_id) references menu_items (workspace_id, id) on delete cascade
);
create index pos_item_names_menu_item on pos_item_names (workspace_id, menu_item_id)
  where menu_item_id is not null;

-- The columns of a kind of file, remembered by its header: the next file with the same header
-- is read the same way without asking again.
create table sales_column_mappings (
  workspace_id uuid not null references workspaces (id) on delete cascade,
  header_key text not null check (length(header_key) between 1 and 64),
  mapping jsonb not null,
  updated_at timestamptz not null default now(),
  primary key (workspace_id, header_key)
);

-- An uploaded sales file: read and checked in a worker, reviewed, then posted in one
-- transaction by a background job.
create table sales_imports (
  workspace_id uuid not null references workspaces (id) on delete cascade,
  id uuid not null default gen_random_uuid(),
  status text not null check (status in ('reading', 'ready', 'posting', 'done', 'failed', 'cancelled')),
  file_name text not null check (length(file_name) between 1 and 200),
  format text not null check (format in ('csv', 'xlsx')),
  file bytea,
  -- SHA-256 of the file: the same file uploaded again is recognised before it is read.
  file_sha256 text not null,
  -- The location of lines whose file names none (most exports are per location).
  location_id uuid not null,
  -- square, toast, lightspeed, clover, or generic (a mapping the person chose).
  pos_format text,
  mapping jsonb,
  progress integer not null default 0 check (progress between 0 and 100),
  preview jsonb,
  result jsonb,
  error text,
  created_by uuid references users (id) on delete set null,
  created_at timestamptz not null default now(),
  confirmed_by uuid references users (id) on delete set null,
  finished_at timestamptz,
  primary key (workspace_id, id),
  foreign key (workspace_id, location_id) references locations (workspace_id, id) on delete cascade
);
create index sales_imports_recent on sales_imports (workspace_id, created_at desc);
create unique index sales_imports_file on sales_imports (workspace_id, file_sha256)
  where status not in ('failed', 'cancelled');

-- One line of a sale: so many of a POS item, on a business day, at a location. `line_key`
-- identifies it across files (decision 0025), so a file exported again adds nothing twice.
create table sales (
  workspace_id uuid not null,
  id uuid not null default gen_random_uuid(),
  location_id uuid not null,
  business_day date not null,
  sold_at timestamptz,
  pos_name text not null check (length(pos_name) between 1 and 200),
  name_key text not null,
  menu_item_id uuid,
  -- Negative for a refund.
  quantity numeric(20,6) not null check (quantity <> 0),
  -- What the guest paid without tax, when the POS says.
  net_sales numeric(14,2),
  ticket text check (length(ticket) <= 100),
  line_key text not null check (length(line_key) between 1 and 64),
  source_type text not null check (source_type in ('import', 'ticket')),
  source_id uuid,
  -- When its ingredients were taken from stock; null while its name is not mapped.
  depleted_at timestamptz,
  created_at timestamptz not null default now(),
  primary key (workspace_id, id),
  unique (workspace_id, line_key),
  foreign key (workspace_id, location_id) references locations (workspace_id, id) on delete cascade,
  foreign key (workspace_id, menu_item_id) references menu_items (workspace_id, id) on delete cascade
);
create index sales_location_day on sales (workspace_id, location_id, business_day);
create index sales_menu_item_day on sales (workspace_id, menu_item_id, business_day);
create index sales_unmapped on sales (workspace_id, name_key) where menu_item_id is null;
-- An import's lines, a few days at a time (its depletion reads them so).
create index sales_source on sales (workspace_id, source_id, business_day);

do $$
declare
  tenant_table text;
begin
  foreach tenant_table in array array[
    'pos_item_names', 'sales_column_mappings', 'sales_imports', 'sales'
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
