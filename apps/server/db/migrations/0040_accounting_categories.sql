-- Invoice lines coded to the books (issue 28, decision 0043). Each invoice line carries an
-- accounting category (the keys of @larder/contracts' ACCOUNTING_CATEGORIES, as expenses already
-- do); the category chosen for a supplier's item, or for a line of a supplier without an item,
-- is remembered for the next invoice; and the workspace may import its chart of accounts and map
-- each category to one of its accounts, which the accounting exports then use.

alter table invoice_lines add column account_category text not null default 'food_other'
  check (length(account_category) between 1 and 40);

-- Lines entered before this migration: suggested from the item's category as the app suggests
-- (packages/domain/src/accounting.ts), in broad strokes; people correct any on the invoice.
update invoice_lines il
   set account_category = case
     when c.name ~* '(beer|cider|lager)' then 'beverage_beer'
     when c.name ~* 'wine' or i.name ~* '\m(wine|champagne|prosecco)\M' then 'beverage_wine'
     when c.name ~* '(spirit|liquor)' then 'beverage_spirits'
     when i.name ~* '\m(coffee|espresso|tea)\M' then 'beverage_coffee'
     when c.name ~* '(beverage|drink)' and i.name ~* '\m(lager|beer|ale)\M' then 'beverage_beer'
     when c.name ~* '(beverage|drink)' then 'beverage_soft'
     when c.name ~* '(seafood|fish)' or i.name ~* '\m(salmon|tuna|cod|shrimp|scallops?|mussels?|oysters?|clams?|crab|lobster|fish)\M' then 'food_seafood'
     when c.name ~* '(meat|protein|poultry|butcher)' then 'food_meat'
     when c.name ~* '(vegetable|produce|herb|fruit)' then 'food_produce'
     when c.name ~* '(dairy|cheese)' then 'food_dairy'
     when c.name ~* '(bak|bread)' then 'food_bakery'
     when c.name ~* 'frozen' then 'food_frozen'
     when c.name ~* '(pantry|dry|grocer)' then 'food_dry'
     when i.name ~* '\m(soap|sanitizer|detergent|bleach|cleaner)\M' then 'cleaning'
     when c.name ~* '(suppl|paper|packag|disposable)' then 'paper_packaging'
     when il.item_id is null and il.description ~* '\m(delivery|fuel|freight|shipping|surcharge)\M' then 'transport'
     else 'food_other'
   end
  from invoice_lines l
  left join items i on i.workspace_id = l.workspace_id and i.id = l.item_id
  left join item_categories c on c.workspace_id = i.workspace_id and c.id = i.category_id
 where il.workspace_id = l.workspace_id and il.id = l.id;

-- The category last chosen for a supplier's item (key: the item's id) or, for a line without an
-- item, for its words (key: 'text:' and the description in lower case).
create table account_category_choices (
  workspace_id uuid not null,
  supplier_id uuid not null,
  key text not null check (length(key) between 1 and 210),
  category text not null check (length(category) between 1 and 40),
  chosen_at timestamptz not null default now(),
  primary key (workspace_id, supplier_id, key),
  foreign key (workspace_id, supplier_id) references suppliers (workspace_id, id) on delete cascade
);

-- The workspace's chart of accounts, as imported from its accounting system's CSV.
create table ledger_accounts (
  workspace_id uuid not null,
  id uuid not null default gen_random_uuid(),
  code text not null default '' check (length(code) <= 40),
  name text not null check (length(name) between 1 and 200),
  type text not null default '' check (length(type) <= 80),
  position integer not null default 0,
  primary key (workspace_id, id),
  foreign key (workspace_id) references workspaces (id) on delete cascade
);
create unique index ledger_accounts_name on ledger_accounts (workspace_id, lower(name));

-- Which account each category goes to; a category without a row goes to its default account.
create table ledger_category_accounts (
  workspace_id uuid not null,
  category text not null check (length(category) between 1 and 40),
  account_id uuid not null,
  primary key (workspace_id, category),
  foreign key (workspace_id, account_id) references ledger_accounts (workspace_id, id) on delete cascade
);
create index ledger_category_accounts_account on ledger_category_accounts (workspace_id, account_id);

alter table workspaces add column chart_imported_at timestamptz;

do $$
declare
  tenant_table text;
begin
  foreach tenant_table in array array['account_category_choices', 'ledger_accounts', 'ledger_category_accounts'] loop
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
