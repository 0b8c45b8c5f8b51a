-- The planning calendar (decision 0029): a location's public holidays come from its country or
-- region, and managers plan promotions and events on it; the forecast learns what they do to
-- use and names the ones that moved it. Closures stay in location_closures.

-- A country ("FR") or region of one ("US-NY", "GB-ENG", "DE-BY") whose holidays the location
-- keeps; null keeps none. The server checks the code against the holiday library.
alter table locations
  add column holiday_region text check (holiday_region ~ '^[A-Z]{2}(-[A-Z0-9]{1,3})?$');

-- A promotion (a brunch special, happy hour) or an event (a private booking of 40, a street
-- festival) over one or more days, both ends included. expected_change_percent is what the
-- manager expects it to do to use (+25: a quarter more, -30: less); null lets the forecast learn
-- it from past ones of the same name alone.
create table location_events (
  workspace_id uuid not null,
  id uuid not null default gen_random_uuid(),
  location_id uuid not null,
  kind text not null check (kind in ('promotion', 'event')),
  name text not null check (length(name) between 1 and 120),
  starts_on date not null,
  ends_on date not null,
  expected_guests integer check (expected_guests between 1 and 10000),
  expected_change_percent numeric(6,2) check (expected_change_percent between -90 and 500),
  notes text not null default '' check (length(notes) <= 1000),
  created_at timestamptz not null default now(),
  primary key (workspace_id, id),
  check (ends_on >= starts_on and ends_on - starts_on < 31),
  foreign key (workspace_id, location_id) references locations (workspace_id, id) on delete cascade
);
create index location_events_days on location_events (workspace_id, location_id, starts_on);

-- The ensemble of methods, and the holidays and events that moved each forecast:
-- [{"day": 3, "name": "Christmas Day", "lift": 1.4}], day counted from first_day.
alter table item_forecasts drop constraint item_forecasts_method_check;
alter table item_forecasts
  add constraint item_forecasts_method_check
    check (method in ('seasonal_smoothing', 'intermittent', 'ensemble', 'too_little_history')),
  add column effects jsonb not null default '[]';

alter table location_events enable row level security;
alter table location_events force row level security;
create policy workspace_isolation on location_events
  using (workspace_id = larder_current_workspace())
  with check (workspace_id = larder_current_workspace());
