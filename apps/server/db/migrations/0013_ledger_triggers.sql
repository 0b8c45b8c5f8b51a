-- The ledger's row triggers in one statement each instead of three and two. A movement's
-- balance is created or moved by one upsert, which takes the balance's row lock as before (a
-- concurrent movement of the same item and location waits for it, then reads the moved
-- balance), and a day's use is rolled up by one upsert that reads the location's time zone
-- itself. Same results, row for row; a sales import posts thousands of movements in a
-- statement, so each trigger's statements count.
--
-- A transaction may also switch the three triggers off with
-- `set_config('larder.ledger_triggers', 'off', true)` and write what they derive itself. Only
-- the demo does, for the ten weeks of ledger it writes while a visitor waits (demo/ledger-seed.ts,
-- checked row for row against the triggers by demo-ledger.test.ts); it switches them back on
-- before anything else, and the setting ends with the transaction in any case.

create or replace function larder_apply_stock_movement() returns trigger
  language plpgsql
  as $$
declare
  priced boolean := new.unit_cost is not null and new.quantity > 0;
  average numeric(20, 6);
begin
  insert into stock_balances as b
         (workspace_id, item_id, location_id, on_hand, average_unit_cost, last_movement_at)
  values (new.workspace_id, new.item_id, new.location_id, new.quantity,
          case when priced then round(new.unit_cost, 6) end, new.occurred_at)
  on conflict (workspace_id, item_id, location_id) do update set
    on_hand = b.on_hand + new.quantity,
    -- Stock coming in at a known price moves the average; taking stock out does not.
    average_unit_cost = case
      when priced then
        round((greatest(b.on_hand, 0) * coalesce(b.average_unit_cost, new.unit_cost)
               + new.quantity * new.unit_cost)
              / (greatest(b.on_hand, 0) + new.quantity), 6)
      else b.average_unit_cost end,
    last_movement_at = greatest(coalesce(b.last_movement_at, new.occurred_at), new.occurred_at)
  returning b.average_unit_cost into average;
  -- Unpriced, the movement did not move the average: what it holds now is what it held before.
  if new.unit_cost is null then
    new.unit_cost := average;
  end if;
  return new;
end
$$;

create or replace function larder_roll_up_usage() returns trigger
  language plpgsql
  as $$
begin
  insert into stock_usage_daily (workspace_id, location_id, day, item_id, used)
  select new.workspace_id, new.location_id, (new.occurred_at at time zone l.time_zone)::date,
         new.item_id, -new.quantity
    from locations l
   where l.workspace_id = new.workspace_id and l.id = new.location_id
  on conflict (workspace_id, location_id, day, item_id)
    do update set used = stock_usage_daily.used + excluded.used;
  return null;
end
$$;

create function larder_ledger_triggers_on() returns boolean
  language sql stable
  as $$ select current_setting('larder.ledger_triggers', true) is distinct from 'off' $$;

drop trigger stock_movements_apply on stock_movements;
create trigger stock_movements_apply before insert on stock_movements
  for each row when (larder_ledger_triggers_on())
  execute function larder_apply_stock_movement();

-- Only use, waste and sales roll up (larder_usage_kind): the others never call the function.
drop trigger stock_movements_usage on stock_movements;
create trigger stock_movements_usage after insert on stock_movements
  for each row when (larder_usage_kind(new.kind) and larder_ledger_triggers_on())
  execute function larder_roll_up_usage();

drop trigger stock_movements_item_cost on stock_movements;
create trigger stock_movements_item_cost after insert on stock_movements
  for each row when (new.unit_cost is not null and new.quantity > 0 and larder_ledger_triggers_on())
  execute function larder_track_item_cost();
