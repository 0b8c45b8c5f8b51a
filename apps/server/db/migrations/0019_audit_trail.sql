-- A complete audit trail (issue 18): every significant change is logged with the location it
-- happened at, the browser that sent it and the area it belongs to, and the log is read a
-- page at a time through filters that each have an index ending in (at, id), the log's order,
-- so a page of 50 stays an index range scan however long the log grows.

alter table audit_events
  -- The location the change belongs to (a count, a transfer's source, an order's), or null.
  -- No foreign key: the log outlives what it describes and must not block a delete.
  add column location_id uuid,
  add column user_agent text not null default '',
  -- The part of the workspace (contracts' AUDIT_AREAS), filed by the server from the action.
  add column area text not null default 'access';

update audit_events
   set area = case
     when action in ('invitation_sent', 'invitation_revoked', 'invitation_accepted',
                     'join_requested', 'join_approved', 'join_declined', 'role_changed',
                     'member_removed', 'member_left') then 'team'
     when action in ('workspace_created', 'workspace_updated', 'location_created',
                     'location_updated') then 'settings'
     else 'access'
   end;

drop index audit_events_recent;
create index audit_events_page on audit_events (workspace_id, at desc, id desc);
create index audit_events_by_area on audit_events (workspace_id, area, at desc, id desc);
create index audit_events_by_action on audit_events (workspace_id, action, at desc, id desc);
create index audit_events_by_actor on audit_events (workspace_id, actor_user_id, at desc, id desc);
create index audit_events_by_location on audit_events (workspace_id, location_id, at desc, id desc)
  where location_id is not null;
