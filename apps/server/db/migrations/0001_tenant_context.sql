-- The tenant context every row-level security policy reads.
-- Each request that touches workspace data runs in a transaction that first calls
-- set_config('larder.workspace_id', <id>, true); policies compare rows against this function,
-- so a query that forgot to scope itself still sees only its own workspace.
create function larder_current_workspace() returns uuid
  language sql stable
  as $$ select nullif(current_setting('larder.workspace_id', true), '')::uuid $$;

comment on function larder_current_workspace() is
  'The workspace of the current transaction, set with set_config(''larder.workspace_id'', id, true); null outside one.';
