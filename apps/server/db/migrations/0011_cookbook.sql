-- The cookbook and training (decision 0026): a recipe's method (ordered steps with an optional
-- photo, time and temperature; its equipment and plating notes), part of the recipe and of each
-- saved version like its lines; the recipes a manager makes required reading for some roles
-- and/or some locations; and who acknowledged reading which version.

alter table recipes
  add column equipment text[] not null default '{}' check (cardinality(equipment) <= 40),
  add column plating_notes text not null default '' check (length(plating_notes) <= 2000);

-- The method, step by step. A photo is an upload (checked, re-encoded, under a name Larder
-- chose: decision 0018); uploads go only with their workspace, so the reference stays good.
create table recipe_steps (
  workspace_id uuid not null,
  recipe_id uuid not null,
  position integer not null check (position >= 0),
  instruction text not null check (length(instruction) between 1 and 2000),
  photo_id uuid,
  minutes numeric(7,2) check (minutes > 0),
  temperature numeric(5,1) check (temperature between -100 and 1000),
  temperature_unit text check (temperature_unit in ('C', 'F')),
  check ((temperature is null) = (temperature_unit is null)),
  primary key (workspace_id, recipe_id, position),
  foreign key (workspace_id, recipe_id) references recipes (workspace_id, id) on delete cascade,
  foreign key (workspace_id, photo_id) references uploads (workspace_id, id)
);
-- A step photo is served to whoever may read a recipe that shows it (object-params.ts).
create index recipe_steps_photo on recipe_steps (workspace_id, photo_id) where photo_id is not null;

-- Required reading: one row per recipe that some members must read. An empty list of roles is
-- every role; no row in recipe_reading_locations is every location.
create table recipe_reading_requirements (
  workspace_id uuid not null,
  recipe_id uuid not null,
  roles text[] not null default '{}'
    check (roles <@ array['owner', 'manager', 'chef', 'purchasing', 'staff']),
  set_by uuid references users (id) on delete set null,
  updated_at timestamptz not null default now(),
  primary key (workspace_id, recipe_id),
  foreign key (workspace_id, recipe_id) references recipes (workspace_id, id) on delete cascade
);

create table recipe_reading_locations (
  workspace_id uuid not null,
  recipe_id uuid not null,
  location_id uuid not null,
  primary key (workspace_id, recipe_id, location_id),
  foreign key (workspace_id, recipe_id)
    references recipe_reading_requirements (workspace_id, recipe_id) on delete cascade,
  foreign key (workspace_id, location_id) references locations (workspace_id, id) on delete cascade
);

-- "I have read it": one row per member and version read, so a new version (which the member has
-- not acknowledged) asks them to read again, and the matrix can tell an older reading apart.
-- A member who leaves the workspace takes their readings with them.
create table recipe_readings (
  workspace_id uuid not null,
  recipe_id uuid not null,
  version integer not null,
  user_id uuid not null,
  read_at timestamptz not null default now(),
  primary key (workspace_id, recipe_id, user_id, version),
  foreign key (workspace_id, recipe_id, version)
    references recipe_versions (workspace_id, recipe_id, version) on delete cascade,
  foreign key (workspace_id, user_id) references memberships (workspace_id, user_id) on delete cascade
);
create index recipe_readings_user on recipe_readings (workspace_id, user_id);

do $$
declare
  tenant_table text;
begin
  foreach tenant_table in array array[
    'recipe_steps', 'recipe_reading_requirements', 'recipe_reading_locations', 'recipe_readings'
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
