-- Head office at group scale (issue 18, decision 0032). "All locations" added 20 locations'
-- balances and daily use together on every read; these two tables keep those sums per item,
-- moved by row triggers in the same transaction as the per-location rows they sum, so every
-- writer of stock_balances and stock_usage_daily (the ledger's triggers, the demo's seed, a
-- location's time zone redrawn, cascades) keeps them without knowing they exist.
--
-- Each trigger adds the difference its row made (new minus old), never a sum read from the
-- other locations' rows: the upsert re-reads the group row after waiting for its lock, so two
-- locations moving the same item at once both count, as the per-location balances do.

-- Per item, its balances at every location of the workspace (archived ones included: the
-- reads use it only when the scope is every location, see stock/group.ts).
create table stock_group_balances (
  workspace_id uuid not null,
  item_id uuid not null,
  -- How many locations hold a balance of the item: 0 once a par level alone made the row.
  locations integer not null default 0,
  on_hand numeric not null default 0,
  -- The sum of on_hand × average_unit_cost over the balances that have an average, and how
  -- many do (none: the value is unknown, as the per-location sum's null is).
  value numeric not null default 0,
  priced integer not null default 0,
  -- Par levels of the locations that hold a balance, with how many set each.
  minimum numeric not null default 0,
  minimums integer not null default 0,
  maximum numeric not null default 0,
  maximums integer not null default 0,
  last_movement_at timestamptz,
  primary key (workspace_id, item_id),
  foreign key (workspace_id, item_id) references items (workspace_id, id) on delete cascade
);

-- Per item and day, its use at every location, each location's day its own local day.
create table stock_group_usage_daily (
  workspace_id uuid not null,
  day date not null,
  item_id uuid not null,
  used numeric not null default 0,
  primary key (workspace_id, day, item_id),
  foreign key (workspace_id, item_id) references items (workspace_id, id) on delete cascade
);

alter table stock_group_balances enable row level security;
alter table stock_group_balances force row level security;
create policy workspace_isolation on stock_group_balances
  using (workspace_id = larder_current_workspace())
  with check (workspace_id = larder_current_workspace());
alter table stock_group_usage_daily enable row level security;
alter table stock_group_usage_daily force row level security;
create policy workspace_isolation on stock_group_usage_daily
  using (workspace_id = larder_current_workspace())
  with check (workspace_id = larder_current_workspace());

-- A balance created, moved or deleted moves its item's group row by the difference. A
-- location's par level counts from the moment it holds a balance of the item until it no
-- longer does. A delete only updates: when the item itself is being deleted, its group row
-- may already be gone and must not come back.
create function larder_roll_up_group_balance() returns trigger
  language plpgsql
  as $$
declare
  ws uuid := coalesce(new.workspace_id, old.workspace_id);
  item uuid := coalesce(new.item_id, old.item_id);
  place uuid := coalesce(new.location_id, old.location_id);
  sign integer := case tg_op when 'INSERT' then 1 when 'DELETE' then -1 else 0 end;
  on_hand_change numeric := 0;
  value_change numeric := 0;
  priced_change integer := 0;
  par record;
begin
  if tg_op <> 'INSERT' then
    on_hand_change := -old.on_hand;
    value_change := -coalesce(old.on_hand * old.average_unit_cost, 0);
    priced_change := -(old.average_unit_cost is not null)::int;
  end if;
  if tg_op <> 'DELETE' then
    on_hand_change := on_hand_change + new.on_hand;
    value_change := value_change + coalesce(new.on_hand * new.average_unit_cost, 0);
    priced_change := priced_change + (new.average_unit_cost is not null)::int;
    -- The upsert comes first: it locks the group row before the par level is read, so a par
    -- level written at the same time (which locks the row too) is counted exactly once.
    insert into stock_group_balances as g
           (workspace_id, item_id, on_hand, value, priced, last_movement_at)
    values (ws, item, on_hand_change, value_change, priced_change, new.last_movement_at)
    on conflict (workspace_id, item_id) do update set
      on_hand = g.on_hand + excluded.on_hand,
      value = g.value + excluded.value,
      priced = g.priced + excluded.priced,
      last_movement_at = greatest(g.last_movement_at, excluded.last_movement_at);
  else
    update stock_group_balances g set
      on_hand = g.on_hand + on_hand_change,
      value = g.value + value_change,
      priced = g.priced + priced_change,
      last_movement_at = (select max(b.last_movement_at) from stock_balances b
                           where b.workspace_id = ws and b.item_id = item)
     where g.workspace_id = ws and g.item_id = item;
  end if;
  if sign <> 0 then
    select p.minimum, p.maximum into par from par_levels p
     where p.workspace_id = ws and p.item_id = item and p.location_id = place;
    update stock_group_balances g set
      locations = g.locations + sign,
      minimum = g.minimum + sign * coalesce(par.minimum, 0),
      minimums = g.minimums + sign * (par.minimum is not null)::int,
      maximum = g.maximum + sign * coalesce(par.maximum, 0),
      maximums = g.maximums + sign * (par.maximum is not null)::int
     where g.workspace_id = ws and g.item_id = item;
  end if;
  return null;
end
$$;

create trigger stock_balances_group after insert or update or delete on stock_balances
  for each row execute function larder_roll_up_group_balance();

-- A par level set, changed or removed at a location that holds a balance of the item.
create function larder_roll_up_group_par() returns trigger
  language plpgsql
  as $$
declare
  ws uuid := coalesce(new.workspace_id, old.workspace_id);
  item uuid := coalesce(new.item_id, old.item_id);
  place uuid := coalesce(new.location_id, old.location_id);
  minimum_change numeric := coalesce(new.minimum, 0) - coalesce(old.minimum, 0);
  minimums_change integer := (new.minimum is not null)::int - (old.minimum is not null)::int;
  maximum_change numeric := coalesce(new.maximum, 0) - coalesce(old.maximum, 0);
  maximums_change integer := (new.maximum is not null)::int - (old.maximum is not null)::int;
begin
  -- Lock the item's group row first (made empty if the item has none yet), then look for the
  -- balance: a first balance created meanwhile either is seen here or sees this par level.
  if tg_op <> 'DELETE' then
    insert into stock_group_balances (workspace_id, item_id) values (ws, item)
    on conflict (workspace_id, item_id) do update set locations = stock_group_balances.locations;
  else
    perform 1 from stock_group_balances
     where workspace_id = ws and item_id = item for update;
  end if;
  if exists (select 1 from stock_balances b
              where b.workspace_id = ws and b.item_id = item and b.location_id = place) then
    update stock_group_balances g set
      minimum = g.minimum + minimum_change,
      minimums = g.minimums + minimums_change,
      maximum = g.maximum + maximum_change,
      maximums = g.maximums + maximums_change
     where g.workspace_id = ws and g.item_id = item;
  end if;
  return null;
end
$$;

create trigger par_levels_group after insert or update or delete on par_levels
  for each row execute function larder_roll_up_group_par();

-- A day's use at a location moves the item's group day by the difference (an update never
-- changes a row's day or item: they are its primary key, and nothing writes them again).
create function larder_roll_up_group_usage() returns trigger
  language plpgsql
  as $$
begin
  if tg_op = 'DELETE' then
    update stock_group_usage_daily g set used = g.used - old.used
     where g.workspace_id = old.workspace_id and g.day = old.day and g.item_id = old.item_id;
    return null;
  end if;
  insert into stock_group_usage_daily as g (workspace_id, day, item_id, used)
  values (new.workspace_id, new.day, new.item_id,
          new.used - case when tg_op = 'UPDATE' then old.used else 0 end)
  on conflict (workspace_id, day, item_id) do update set used = g.used + excluded.used;
  return null;
end
$$;

create trigger stock_usage_daily_group after insert or update or delete on stock_usage_daily
  for each row execute function larder_roll_up_group_usage();

-- What the triggers would have left, for the workspaces already here: one workspace at a time
-- in its own tenant context, so that row-level security lets the sums be read and written
-- whatever role applies the migration.
do $$
declare
  ws uuid;
begin
  for ws in select id from workspaces loop
    perform set_config('larder.workspace_id', ws::text, true);
    insert into stock_group_balances
           (workspace_id, item_id, locations, on_hand, value, priced, minimum, minimums, maximum,
            maximums, last_movement_at)
    select b.workspace_id, b.item_id, count(*), sum(b.on_hand),
           coalesce(sum(b.on_hand * b.average_unit_cost), 0), count(b.average_unit_cost),
           coalesce(sum(p.minimum), 0), count(p.minimum), coalesce(sum(p.maximum), 0),
           count(p.maximum), max(b.last_movement_at)
      from stock_balances b
      left join par_levels p
        on p.workspace_id = b.workspace_id and p.item_id = b.item_id and p.location_id = b.location_id
     where b.workspace_id = ws
     group by b.workspace_id, b.item_id;
    insert into stock_group_usage_daily (workspace_id, day, item_id, used)
    select workspace_id, day, item_id, sum(used)
      from stock_usage_daily where workspace_id = ws
     group by workspace_id, day, item_id;
  end loop;
  perform set_config('larder.workspace_id', '', true);
end
$$;
