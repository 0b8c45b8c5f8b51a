-- Analytics and forecasting: daily usage kept from the ledger, the days a location is open,
-- and the forecasts the background worker computes from that usage.

-- Weekdays a location is open, 0 = Monday … 6 = Sunday. Forecasts are zero on the others.
alter table locations
  add column opening_days integer[] not null default '{0,1,2,3,4,5,6}'
    check (opening_days <@ '{0,1,2,3,4,5,6}' and cardinality(opening_days) between 1 and 7);

-- Days a location is shut besides its weekly closing days: holidays, a refit.
create table location_closures (
  workspace_id uuid not null,
  location_id uuid not null,
  day date not null,
  name text not null default '' check (length(name) <= 120),
  primary key (workspace_id, location_id, day),
  foreign key (workspace_id, location_id) references locations (workspace_id, id) on delete cascade
);

-- What each item used at each location on each of its local calendar days: usage, waste and
-- sale depletion count as use (receipts, transfers and adjustments do not). Kept by the trigger
-- below in the same transaction as each movement, so analytics never read the raw ledger;
-- `checkUsageRollups` recomputes it from the ledger, and the two must agree.
create table stock_usage_daily (
  workspace_id uuid not null,
  location_id uuid not null,
  day date not null,
  item_id uuid not null,
  used numeric(20,6) not null,
  primary key (workspace_id, location_id, day, item_id),
  foreign key (workspace_id, item_id) references items (workspace_id, id) on delete cascade,
  foreign key (workspace_id, location_id) references locations (workspace_id, id) on delete cascade
);
create index stock_usage_daily_item on stock_usage_daily (workspace_id, item_id, location_id, day);

create function larder_usage_kind(kind text) returns boolean
  language sql immutable
  as $$ select kind in ('usage', 'waste', 'sale') $$;

create function larder_roll_up_usage() returns trigger
  language plpgsql
  as $$
declare
  zone text;
begin
  if not larder_usage_kind(new.kind) then
    return null;
  end if;
  select time_zone into zone from locations
   where workspace_id = new.workspace_id and id = new.location_id;
  insert into stock_usage_daily (workspace_id, location_id, day, item_id, used)
  values (new.workspace_id, new.location_id, (new.occurred_at at time zone zone)::date,
          new.item_id, -new.quantity)
  on conflict (workspace_id, location_id, day, item_id)
    do update set used = stock_usage_daily.used + excluded.used;
  return null;
end
$$;

create trigger stock_movements_usage after insert on stock_movements
  for each row execute function larder_roll_up_usage();

-- A location that changes time zone has its days redrawn from the ledger.
create function larder_redraw_usage_days() returns trigger
  language plpgsql
  as $$
begin
  delete from stock_usage_daily where workspace_id = new.workspace_id and location_id = new.id;
  insert into stock_usage_daily (workspace_id, location_id, day, item_id, used)
  select workspace_id, location_id, (occurred_at at time zone new.time_zone)::date, item_id,
         -sum(quantity)
    from stock_movements
   where workspace_id = new.workspace_id and location_id = new.id and larder_usage_kind(kind)
   group by 1, 2, 3, 4;
  return null;
end
$$;

create trigger locations_time_zone after update of time_zone on locations
  for each row when (old.time_zone is distinct from new.time_zone)
  execute function larder_redraw_usage_days();

insert into stock_usage_daily (workspace_id, location_id, day, item_id, used)
select m.workspace_id, m.location_id, (m.occurred_at at time zone l.time_zone)::date, m.item_id,
       -sum(m.quantity)
  from stock_movements m
  join locations l on l.workspace_id = m.workspace_id and l.id = m.location_id
 where larder_usage_kind(m.kind)
 group by 1, 2, 3, 4;

-- The latest forecast of each item × location: expected use for each day from `first_day`,
-- the spread of one day's error (for prediction quantiles and safety stock), the method the
-- backtest chose, and that backtest's error beside a seasonal-naive baseline's.
create table item_forecasts (
  workspace_id uuid not null,
  item_id uuid not null,
  location_id uuid not null,
  first_day date not null,
  mean numeric(20,6)[] not null,
  error_sd numeric(20,6) not null,
  method text not null check (method in ('seasonal_smoothing', 'intermittent', 'too_little_history')),
  history_days integer not null,
  -- Weighted absolute percentage errors (0.25 = 25%) over the backtest; null without one.
  wape numeric(10,4),
  baseline_wape numeric(10,4),
  -- What was used over the backtest's days: the weight of this item's errors in a total.
  backtest_use numeric(20,6) not null default 0,
  computed_at timestamptz not null default now(),
  primary key (workspace_id, item_id, location_id),
  foreign key (workspace_id, item_id) references items (workspace_id, id) on delete cascade,
  foreign key (workspace_id, location_id) references locations (workspace_id, id) on delete cascade
);
create index item_forecasts_location on item_forecasts (workspace_id, location_id);

-- How the workspace's forecasting run is going: one row per workspace.
create table forecast_runs (
  workspace_id uuid not null references workspaces (id) on delete cascade,
  state text not null check (state in ('queued', 'running', 'done', 'failed')),
  series integer not null default 0,
  done integer not null default 0,
  error text,
  requested_at timestamptz not null default now(),
  started_at timestamptz,
  finished_at timestamptz,
  primary key (workspace_id)
);

do $$
declare
  tenant_table text;
begin
  foreach tenant_table in array array[
    'location_closures', 'stock_usage_daily', 'item_forecasts', 'forecast_runs'
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
