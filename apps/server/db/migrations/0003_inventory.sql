-- Inventory: items and their units, the stock ledger and its balances, par levels, counts and
-- notifications. Every table is tenant data: workspace_id in its key, row-level
-- security enabled and forced (see the end of this file and 0002_accounts.sql).
--
-- Quantities are numeric(20,6) in the item's base unit; unit costs numeric(20,6) per base unit
-- (decision 0011).

-- A storage area belongs to one location; this key lets other tables say "this area, at this
-- location" and have the database check that the two agree.
alter table storage_areas add constraint storage_areas_location_key unique (workspace_id, location_id, id);

create table item_categories (
  workspace_id uuid not null references workspaces (id) on delete cascade,
  id uuid not null default gen_random_uuid(),
  name text not null check (length(name) between 1 and 60),
  position integer not null default 0,
  created_at timestamptz not null default now(),
  primary key (workspace_id, id)
);
create unique index item_categories_name on item_categories (workspace_id, lower(name));

create table items (
  workspace_id uuid not null references workspaces (id) on delete cascade,
  id uuid not null default gen_random_uuid(),
  name text not null check (length(name) between 1 and 120),
  category_id uuid,
  -- A standard unit code (packages/domain/src/units.ts): the unit stock is kept in.
  base_unit text not null,
  -- What one piece weighs (count ↔ mass) and grams per millilitre (volume ↔ mass).
  grams_per_piece numeric(20,6) check (grams_per_piece > 0),
  grams_per_ml numeric(20,6) check (grams_per_ml > 0),
  allergens text[] not null default '{}',
  notes text not null default '' check (length(notes) <= 2000),
  archived_at timestamptz,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  primary key (workspace_id, id),
  foreign key (workspace_id, category_id) references item_categories (workspace_id, id)
    on delete set null (category_id)
);
create unique index items_name on items (workspace_id, lower(name)) where archived_at is null;
create index items_category on items (workspace_id, category_id);

-- Packs an item is bought or counted in: "case" = 6 × "can", "can" = 2.5 × "kg".
create table item_packs (
  workspace_id uuid not null,
  item_id uuid not null,
  name text not null check (length(name) between 1 and 40),
  quantity numeric(20,6) not null check (quantity > 0),
  unit text not null,
  position integer not null default 0,
  primary key (workspace_id, item_id, name),
  foreign key (workspace_id, item_id) references items (workspace_id, id) on delete cascade
);
create unique index item_packs_name on item_packs (workspace_id, item_id, lower(name));

-- A barcode names an item and the unit one scan stands for (a case's code, a bottle's code).
create table item_barcodes (
  workspace_id uuid not null,
  code text not null check (code ~ '^[0-9A-Za-z.-]{3,64}$'),
  item_id uuid not null,
  unit text not null,
  primary key (workspace_id, code),
  foreign key (workspace_id, item_id) references items (workspace_id, id) on delete cascade
);
create index item_barcodes_item on item_barcodes (workspace_id, item_id);

-- Where an item is kept at each location: one storage area per location, the one its count
-- sheet lists it under (decision 0012).
create table item_storage_areas (
  workspace_id uuid not null,
  item_id uuid not null,
  location_id uuid not null,
  storage_area_id uuid not null,
  primary key (workspace_id, item_id, location_id),
  foreign key (workspace_id, item_id) references items (workspace_id, id) on delete cascade,
  foreign key (workspace_id, location_id, storage_area_id)
    references storage_areas (workspace_id, location_id, id) on delete cascade
);
create index item_storage_areas_area on item_storage_areas (workspace_id, storage_area_id);

-- Par levels: the reorder point (minimum) and order-up-to level (maximum) at one location.
create table par_levels (
  workspace_id uuid not null,
  item_id uuid not null,
  location_id uuid not null,
  minimum numeric(20,6) check (minimum >= 0),
  maximum numeric(20,6) check (maximum >= 0),
  check (minimum is null or maximum is null or maximum >= minimum),
  primary key (workspace_id, item_id, location_id),
  foreign key (workspace_id, item_id) references items (workspace_id, id) on delete cascade,
  foreign key (workspace_id, location_id) references locations (workspace_id, id) on delete cascade
);
create index par_levels_location on par_levels (workspace_id, location_id, item_id);

-- The ledger. Stock on hand is the sum of these rows; they are never updated or deleted by the
-- application (its role has no such right, see app-role.ts): a correction is a new movement.
create table stock_movements (
  workspace_id uuid not null,
  id uuid not null default gen_random_uuid(),
  item_id uuid not null,
  location_id uuid not null,
  kind text not null check (kind in (
    'receipt', 'usage', 'waste', 'transfer_out', 'transfer_in', 'count_adjustment',
    'adjustment', 'sale', 'production')),
  -- Signed, in the item's base unit: receipts add, usage takes away.
  quantity numeric(20,6) not null check (quantity <> 0),
  -- Per base unit. Filled from the location's average cost when not given.
  unit_cost numeric(20,6) check (unit_cost >= 0),
  -- What the person typed, in the unit they chose ("2 case").
  entered_quantity numeric(20,6),
  entered_unit text,
  reason text,
  note text not null default '' check (length(note) <= 500),
  occurred_at timestamptz not null default now(),
  recorded_at timestamptz not null default clock_timestamp(),
  user_id uuid references users (id) on delete set null,
  -- What caused it: a count, a transfer (both sides share its id), an import…
  source_type text,
  source_id uuid,
  primary key (workspace_id, id),
  foreign key (workspace_id, item_id) references items (workspace_id, id) on delete cascade,
  foreign key (workspace_id, location_id) references locations (workspace_id, id) on delete cascade
);
create index stock_movements_item on stock_movements (workspace_id, item_id, location_id, occurred_at desc);
create index stock_movements_location on stock_movements (workspace_id, location_id, occurred_at desc);
create index stock_movements_recent on stock_movements (workspace_id, occurred_at desc);
create index stock_movements_source on stock_movements (workspace_id, source_type, source_id)
  where source_id is not null;

-- The stock status of packages/domain (stockStatus), for filtering and sorting in SQL: out at
-- or below zero, low below the minimum, adequate otherwise. A test keeps the two in agreement.
create function larder_stock_status(on_hand numeric, minimum numeric) returns text
  language sql immutable
  as $$ select case when on_hand <= 0 then 'out'
                    when minimum is not null and on_hand < minimum then 'low'
                    else 'adequate' end $$;

-- On hand per item × location, kept by the trigger below in the same transaction as each
-- movement. `stock check` (services) recomputes it from the ledger; the two must agree.
create table stock_balances (
  workspace_id uuid not null,
  item_id uuid not null,
  location_id uuid not null,
  on_hand numeric(20,6) not null default 0,
  -- Moving average of what was paid, per base unit; values usage, waste and adjustments.
  average_unit_cost numeric(20,6),
  last_movement_at timestamptz,
  primary key (workspace_id, item_id, location_id),
  foreign key (workspace_id, item_id) references items (workspace_id, id) on delete cascade,
  foreign key (workspace_id, location_id) references locations (workspace_id, id) on delete cascade
);
create index stock_balances_location on stock_balances (workspace_id, location_id, item_id);

create function larder_apply_stock_movement() returns trigger
  language plpgsql
  as $$
declare
  held numeric(20, 6);
  average numeric(20, 6);
  priced boolean := new.unit_cost is not null;
begin
  -- Lock this item's balance at this location: concurrent movements wait here, one by one,
  -- so none of them is lost.
  insert into stock_balances (workspace_id, item_id, location_id)
  values (new.workspace_id, new.item_id, new.location_id)
  on conflict do nothing;
  select on_hand, average_unit_cost into held, average
    from stock_balances
   where workspace_id = new.workspace_id and item_id = new.item_id and location_id = new.location_id
     for update;

  if new.unit_cost is null then
    new.unit_cost := average;
  end if;

  update stock_balances set
    on_hand = on_hand + new.quantity,
    -- Stock coming in at a known price moves the average; taking stock out does not.
    average_unit_cost = case
      when priced and new.quantity > 0 then
        round((greatest(held, 0) * coalesce(average, new.unit_cost) + new.quantity * new.unit_cost)
              / (greatest(held, 0) + new.quantity), 6)
      else average_unit_cost end,
    last_movement_at = greatest(coalesce(last_movement_at, new.occurred_at), new.occurred_at)
  where workspace_id = new.workspace_id and item_id = new.item_id and location_id = new.location_id;
  return new;
end
$$;

create trigger stock_movements_apply before insert on stock_movements
  for each row execute function larder_apply_stock_movement();

-- A stock take of one location, or of one storage area there.
create table stock_counts (
  workspace_id uuid not null,
  id uuid not null default gen_random_uuid(),
  location_id uuid not null,
  storage_area_id uuid,
  status text not null default 'open' check (status in ('open', 'posted', 'cancelled')),
  started_by uuid references users (id) on delete set null,
  started_at timestamptz not null default now(),
  finished_by uuid references users (id) on delete set null,
  finished_at timestamptz,
  primary key (workspace_id, id),
  foreign key (workspace_id, location_id) references locations (workspace_id, id) on delete cascade,
  foreign key (workspace_id, location_id, storage_area_id)
    references storage_areas (workspace_id, location_id, id) on delete cascade
);
create index stock_counts_recent on stock_counts (workspace_id, started_at desc);

-- One line per item on the sheet. A line nobody counted stays null and posts nothing.
create table stock_count_lines (
  workspace_id uuid not null,
  count_id uuid not null,
  item_id uuid not null,
  storage_area_id uuid,
  counted_quantity numeric(20,6) check (counted_quantity >= 0),
  entered_quantity numeric(20,6),
  entered_unit text,
  -- On hand when the line was counted: what the count is compared against, so usage recorded
  -- while the count goes on is not mistaken for a difference.
  expected_quantity numeric(20,6),
  counted_by uuid references users (id) on delete set null,
  counted_at timestamptz,
  primary key (workspace_id, count_id, item_id),
  foreign key (workspace_id, count_id) references stock_counts (workspace_id, id) on delete cascade,
  foreign key (workspace_id, item_id) references items (workspace_id, id) on delete cascade
);

-- A retried request (a double tap, a flaky connection) must not record stock twice: the client
-- sends a key with each action, and the first answer is kept for the retries.
create table request_keys (
  workspace_id uuid not null references workspaces (id) on delete cascade,
  key uuid not null,
  user_id uuid references users (id) on delete cascade,
  created_at timestamptz not null default now(),
  result jsonb not null default '{}',
  primary key (workspace_id, key)
);
create index request_keys_age on request_keys (workspace_id, created_at);

create table notifications (
  workspace_id uuid not null references workspaces (id) on delete cascade,
  id uuid not null default gen_random_uuid(),
  user_id uuid not null references users (id) on delete cascade,
  kind text not null check (kind in ('low_stock')),
  title text not null,
  message text not null,
  item_id uuid,
  location_id uuid,
  created_at timestamptz not null default clock_timestamp(),
  read_at timestamptz,
  primary key (workspace_id, id)
);
create index notifications_user on notifications (workspace_id, user_id, created_at desc);

do $$
declare
  tenant_table text;
begin
  foreach tenant_table in array array[
    'item_categories', 'items', 'item_packs', 'item_barcodes', 'item_storage_areas',
    'par_levels', 'stock_movements', 'stock_balances', 'stock_counts', 'stock_count_lines',
    'request_keys', 'notifications'
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
