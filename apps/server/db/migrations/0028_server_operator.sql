-- Who runs the server (its backups, issue 26) when OPERATOR_EMAILS is unset: the owners of its
-- oldest workspace that is not a demo, the one made by whoever installed a self-hosted Larder.
-- Finding that workspace looks across every workspace, which row-level security hides from the
-- application, so this runs with the rights of the role that applied the migrations (normally
-- one that bypasses row-level security; where Larder connects as an unprivileged role that owns
-- the tables, forced row-level security binds it too, it finds nothing and only OPERATOR_EMAILS
-- names the operator). It answers one yes or no about one person and shows nothing else.
create function larder_owns_first_workspace(person uuid) returns boolean
  language sql
  stable
  security definer
  set search_path = pg_catalog, public
  as $$
  select exists (
    select 1 from public.memberships m
     where m.user_id = person
       and m.role = 'owner'
       and m.workspace_id = (
         select w.id from public.workspaces w
          where not w.is_demo
          order by w.created_at, w.id
          limit 1))
$$;
