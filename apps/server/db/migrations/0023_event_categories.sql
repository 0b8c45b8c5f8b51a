-- A promotion or event may concern some item categories only (a burger week lifts the meat and
-- the buns, not the salads): the forecast applies it, and learns from it, only for items of
-- those categories. An event with no rows here concerns every item at its location, as before.
create table location_event_categories (
  workspace_id uuid not null,
  event_id uuid not null,
  category_id uuid not null,
  primary key (workspace_id, event_id, category_id),
  foreign key (workspace_id, event_id) references location_events (workspace_id, id)
    on delete cascade,
  foreign key (workspace_id, category_id) references item_categories (workspace_id, id)
    on delete cascade
);
create index location_event_categories_category
  on location_event_categories (workspace_id, category_id);

alter table location_event_categories enable row level security;
alter table location_event_categories force row level security;
create policy workspace_isolation on location_event_categories
  using (workspace_id = larder_current_workspace())
  with check (workspace_id = larder_current_workspace());
