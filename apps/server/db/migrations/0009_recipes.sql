-- Recipes and the menu (decision 0024): recipes with lines of items or sub-recipes, every saved
-- version kept, what each item costs under each costing basis with the log of its changes, menu
-- sections and menu items with their lines and modifiers. Costs are never stored on a recipe:
-- they are computed from the items' current costs whenever they are read.

-- How a workspace prices recipe lines, and the food cost % it aims for.
alter table workspaces
  add column recipe_cost_basis text not null default 'last_receipt'
    check (recipe_cost_basis in ('last_receipt', 'average', 'preferred_supplier')),
  add column target_food_cost_percent numeric(5,2) not null default 30
    check (target_food_cost_percent between 0 and 100);

-- What an item costs per base unit: its last received price, and the average of what is on the
-- shelves across the workspace's locations, kept by the trigger below in each movement's
-- transaction. The preferred supplier's price is read from supplier_items.
create table item_costs (
  workspace_id uuid not null,
  item_id uuid not null,
  last_receipt_cost numeric(20,6),
  last_receipt_at timestamptz,
  average_cost numeric(20,6),
  primary key (workspace_id, item_id),
  foreign key (workspace_id, item_id) references items (workspace_id, id) on delete cascade
);

-- Every change of those two costs, with the movement that caused it: a recipe's cost history is
-- read from this log, price_history (preferred supplier) and the recipe's versions.
create table item_cost_changes (
  workspace_id uuid not null,
  id uuid not null default gen_random_uuid(),
  item_id uuid not null,
  basis text not null check (basis in ('last_receipt', 'average')),
  unit_cost numeric(20,6) not null,
  changed_at timestamptz not null,
  movement_id uuid,
  primary key (workspace_id, id),
  foreign key (workspace_id, item_id) references items (workspace_id, id) on delete cascade
);
create index item_cost_changes_item on item_cost_changes (workspace_id, item_id, changed_at);

create function larder_track_item_cost() returns trigger
  language plpgsql
  as $$
declare
  known item_costs%rowtype;
  average numeric(20, 6);
begin
  select * into known from item_costs
   where workspace_id = new.workspace_id and item_id = new.item_id for update;
  if not found then
    insert into item_costs (workspace_id, item_id) values (new.workspace_id, new.item_id)
      returning * into known;
  end if;
  if new.kind = 'receipt' and (known.last_receipt_at is null or new.occurred_at >= known.last_receipt_at) then
    update item_costs set last_receipt_cost = new.unit_cost, last_receipt_at = new.occurred_at
     where workspace_id = new.workspace_id and item_id = new.item_id;
    if known.last_receipt_cost is distinct from new.unit_cost then
      insert into item_cost_changes (workspace_id, item_id, basis, unit_cost, changed_at, movement_id)
      values (new.workspace_id, new.item_id, 'last_receipt', new.unit_cost, new.occurred_at, new.id);
    end if;
  end if;
  -- The average over every location holding it, weighted by what each holds.
  select round(sum(on_hand * average_unit_cost) / nullif(sum(on_hand), 0), 6) into average
    from stock_balances
   where workspace_id = new.workspace_id and item_id = new.item_id
     and on_hand > 0 and average_unit_cost is not null;
  if average is not null and known.average_cost is distinct from average then
    update item_costs set average_cost = average
     where workspace_id = new.workspace_id and item_id = new.item_id;
    insert into item_cost_changes (workspace_id, item_id, basis, unit_cost, changed_at, movement_id)
    values (new.workspace_id, new.item_id, 'average', average, new.occurred_at, new.id);
  end if;
  return null;
end
$$;

-- Stock that comes in at a known price is what moves either cost.
create trigger stock_movements_item_cost
  after insert on stock_movements
  for each row when (new.unit_cost is not null and new.quantity > 0)
  execute function larder_track_item_cost();

-- What is already in the ledger.
insert into item_costs (workspace_id, item_id, last_receipt_cost, last_receipt_at, average_cost)
select i.workspace_id, i.id, r.unit_cost, r.occurred_at, a.average
  from items i
  left join lateral (
    select m.unit_cost, m.occurred_at from stock_movements m
     where m.workspace_id = i.workspace_id and m.item_id = i.id and m.kind = 'receipt'
       and m.unit_cost is not null
     order by m.occurred_at desc limit 1) r on true
  left join lateral (
    select round(sum(b.on_hand * b.average_unit_cost) / nullif(sum(b.on_hand), 0), 6) as average
      from stock_balances b
     where b.workspace_id = i.workspace_id and b.item_id = i.id and b.on_hand > 0
       and b.average_unit_cost is not null) a on true
 where r.unit_cost is not null or a.average is not null;

create table recipes (
  workspace_id uuid not null references workspaces (id) on delete cascade,
  id uuid not null default gen_random_uuid(),
  name text not null check (length(name) between 1 and 120),
  -- Where it sits in the book: "Sauces", "Mains", "Pastry".
  category text not null default '' check (length(category) <= 60),
  -- One batch makes this much before cooking loss: 5 l, 12 portion.
  yield_quantity numeric(20,6) not null check (yield_quantity > 0),
  yield_unit text not null,
  cooking_loss_percent numeric(5,2) not null default 0
    check (cooking_loss_percent >= 0 and cooking_loss_percent < 100),
  portion_quantity numeric(20,6) check (portion_quantity > 0),
  portion_unit text,
  check ((portion_quantity is null) = (portion_unit is null)),
  notes text not null default '' check (length(notes) <= 2000),
  -- The current version's number; each saved change adds one (recipe_versions).
  version integer not null default 1,
  archived_at timestamptz,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  primary key (workspace_id, id)
);
create unique index recipes_name on recipes (workspace_id, lower(name)) where archived_at is null;

-- A line is an item or a sub-recipe, in any unit it can be measured in. Items and recipes are
-- archived, never deleted: they go only with their workspace, all its rows at once (cascades).
create table recipe_lines (
  workspace_id uuid not null,
  recipe_id uuid not null,
  position integer not null,
  item_id uuid,
  sub_recipe_id uuid,
  check ((item_id is null) <> (sub_recipe_id is null)),
  quantity numeric(20,6) not null check (quantity > 0),
  unit text not null,
  trim_percent numeric(5,2) not null default 0 check (trim_percent >= 0 and trim_percent < 100),
  note text not null default '' check (length(note) <= 200),
  primary key (workspace_id, recipe_id, position),
  foreign key (workspace_id, recipe_id) references recipes (workspace_id, id) on delete cascade,
  foreign key (workspace_id, item_id) references items (workspace_id, id) on delete cascade,
  foreign key (workspace_id, sub_recipe_id) references recipes (workspace_id, id) on delete cascade
);
create index recipe_lines_item on recipe_lines (workspace_id, item_id) where item_id is not null;
create index recipe_lines_sub_recipe on recipe_lines (workspace_id, sub_recipe_id)
  where sub_recipe_id is not null;

-- Every version of a recipe as it was saved, whole, for its cost history and for training.
create table recipe_versions (
  workspace_id uuid not null,
  recipe_id uuid not null,
  version integer not null,
  content jsonb not null,
  saved_at timestamptz not null default now(),
  user_id uuid references users (id) on delete set null,
  primary key (workspace_id, recipe_id, version),
  foreign key (workspace_id, recipe_id) references recipes (workspace_id, id) on delete cascade
);

create table menu_sections (
  workspace_id uuid not null references workspaces (id) on delete cascade,
  id uuid not null default gen_random_uuid(),
  name text not null check (length(name) between 1 and 60),
  position integer not null default 0,
  -- Overrides the workspace's target food cost % for the items in this section.
  target_food_cost_percent numeric(5,2) check (target_food_cost_percent between 0 and 100),
  primary key (workspace_id, id)
);
create unique index menu_sections_name on menu_sections (workspace_id, lower(name));

create table menu_items (
  workspace_id uuid not null references workspaces (id) on delete cascade,
  id uuid not null default gen_random_uuid(),
  name text not null check (length(name) between 1 and 120),
  section_id uuid,
  price numeric(12,2) not null check (price >= 0),
  tax_rate numeric(5,2) not null default 0 check (tax_rate between 0 and 100),
  -- Whether the price includes the tax (VAT) or the tax is added at the till (US sales tax).
  tax_included boolean not null default false,
  archived_at timestamptz,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  primary key (workspace_id, id),
  foreign key (workspace_id, section_id) references menu_sections (workspace_id, id)
    on delete set null (section_id)
);
create unique index menu_items_name on menu_items (workspace_id, lower(name)) where archived_at is null;

-- What one plate is made of: portions of a recipe, or items directly.
create table menu_item_lines (
  workspace_id uuid not null,
  menu_item_id uuid not null,
  position integer not null,
  item_id uuid,
  recipe_id uuid,
  check ((item_id is null) <> (recipe_id is null)),
  quantity numeric(20,6) not null check (quantity > 0),
  unit text not null,
  trim_percent numeric(5,2) not null default 0 check (trim_percent >= 0 and trim_percent < 100),
  primary key (workspace_id, menu_item_id, position),
  foreign key (workspace_id, menu_item_id) references menu_items (workspace_id, id) on delete cascade,
  foreign key (workspace_id, item_id) references items (workspace_id, id) on delete cascade,
  foreign key (workspace_id, recipe_id) references recipes (workspace_id, id) on delete cascade
);
create index menu_item_lines_item on menu_item_lines (workspace_id, item_id) where item_id is not null;
create index menu_item_lines_recipe on menu_item_lines (workspace_id, recipe_id)
  where recipe_id is not null;

-- A modifier changes a plate: "Add bacon" adds lines and may cost extra, "No cheese" removes.
create table menu_modifiers (
  workspace_id uuid not null,
  id uuid not null default gen_random_uuid(),
  menu_item_id uuid not null,
  name text not null check (length(name) between 1 and 80),
  price numeric(12,2) not null default 0 check (price >= 0),
  position integer not null default 0,
  primary key (workspace_id, id),
  foreign key (workspace_id, menu_item_id) references menu_items (workspace_id, id) on delete cascade
);
create unique index menu_modifiers_name on menu_modifiers (workspace_id, menu_item_id, lower(name));

create table menu_modifier_lines (
  workspace_id uuid not null,
  modifier_id uuid not null,
  position integer not null,
  action text not null check (action in ('add', 'remove')),
  item_id uuid,
  recipe_id uuid,
  check ((item_id is null) <> (recipe_id is null)),
  quantity numeric(20,6) not null check (quantity > 0),
  unit text not null,
  primary key (workspace_id, modifier_id, position),
  foreign key (workspace_id, modifier_id) references menu_modifiers (workspace_id, id) on delete cascade,
  foreign key (workspace_id, item_id) references items (workspace_id, id) on delete cascade,
  foreign key (workspace_id, recipe_id) references recipes (workspace_id, id) on delete cascade
);

do $$
declare
  tenant_table text;
begin
  foreach tenant_table in array array[
    'item_costs', 'item_cost_changes', 'recipes', 'recipe_lines', 'recipe_versions',
    'menu_sections', 'menu_items', 'menu_item_lines', 'menu_modifiers', 'menu_modifier_lines'
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
