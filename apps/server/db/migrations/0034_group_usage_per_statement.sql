-- The group's daily use (migration 0020) moves once per statement instead of once per row
-- (issue 27). A sales import's posting writes about 2,000 days of use per statement while it
-- holds its items' stock locks; the row trigger ran an upsert for each of them, about a quarter
-- of the statement's time, and staff recording usage of those items waited for it.
--
-- Each statement's rows, added up per workspace, day and item (a location's day is its own local
-- day), move the group's day by the difference they made, as the row trigger did: inserted rows
-- add their use, updated rows their new use less their old, deleted rows take theirs away. The
-- upserts go in key order, so two statements moving the same days lock them in the same order.
-- While a demo is copied (larder_copying_rows), the group's days are copied too: the triggers
-- stand aside, as migration 0031 made the row triggers do.

drop trigger stock_usage_daily_group on stock_usage_daily;
drop function larder_roll_up_group_usage();

create function larder_roll_up_group_usage_added() returns trigger
  language plpgsql
  as $$
begin
  if tg_op = 'INSERT' then
    insert into stock_group_usage_daily as g (workspace_id, day, item_id, used)
    select workspace_id, day, item_id, sum(used)
      from added group by workspace_id, day, item_id
     order by workspace_id, day, item_id
    on conflict (workspace_id, day, item_id) do update set used = g.used + excluded.used;
  else
    insert into stock_group_usage_daily as g (workspace_id, day, item_id, used)
    select workspace_id, day, item_id, sum(change)
      from (select workspace_id, day, item_id, used as change from added
            union all
            select workspace_id, day, item_id, -used from removed) as moved
     group by workspace_id, day, item_id
     order by workspace_id, day, item_id
    on conflict (workspace_id, day, item_id) do update set used = g.used + excluded.used;
  end if;
  return null;
end
$$;

-- A delete only updates: when the item itself is being deleted, its group days may already be
-- gone and must not come back.
create function larder_roll_up_group_usage_removed() returns trigger
  language plpgsql
  as $$
begin
  update stock_group_usage_daily g set used = g.used - gone.used
    from (select workspace_id, day, item_id, sum(used) as used
            from removed group by workspace_id, day, item_id) as gone
   where g.workspace_id = gone.workspace_id and g.day = gone.day and g.item_id = gone.item_id;
  return null;
end
$$;

-- A trigger with transition tables answers one kind of statement, hence three. An insert with
-- ON CONFLICT DO UPDATE fires the first with the rows it inserted and the second with those it
-- updated.
create trigger stock_usage_daily_group_inserted after insert on stock_usage_daily
  referencing new table as added
  for each statement when (not larder_copying_rows())
  execute function larder_roll_up_group_usage_added();
create trigger stock_usage_daily_group_updated after update on stock_usage_daily
  referencing old table as removed new table as added
  for each statement when (not larder_copying_rows())
  execute function larder_roll_up_group_usage_added();
create trigger stock_usage_daily_group_deleted after delete on stock_usage_daily
  referencing old table as removed
  for each statement when (not larder_copying_rows())
  execute function larder_roll_up_group_usage_removed();
