-- The planner's statistics gathered again, for the demo maker (issue 27, decision 0036).
--
-- A workspace newer than the tables' statistics is unknown to the planner: while the server has
-- few workspaces, each of them is among a column's most common values, and any other id is
-- estimated at one row. Its queries are then planned as for one row: the stock list of a demo
-- copied a moment ago joined its 120 items by nested loops, 12.5 ms instead of 0.9 ms, and the
-- location analytics took 8.7 s before their sums were materialized (analytics/usage.ts).
-- Autovacuum gathers them again only once a tenth of a table has changed, and a demo among forty
-- is less than that.
--
-- The application role does not own the tables, and ANALYZE needs their owner: this runs with
-- the rights of the role that applied the migrations. It only reads samples of the tables and
-- writes the planner's statistics; it changes no row.
create function larder_refresh_statistics() returns void
  language plpgsql
  security definer
  set search_path = pg_catalog, public
  as $$
declare
  name text;
begin
  for name in select tablename from pg_tables where schemaname = 'public' order by tablename loop
    execute format('analyze public.%I', name);
  end loop;
end
$$;
