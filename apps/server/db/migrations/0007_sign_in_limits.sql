-- Sign-in limits that a stranger cannot turn into a lock-out (issue 13, decision 0019).

-- Each code now says how many of its address's hourly tries it drew (5; or 0 when it carried
-- over the tries left on the code it replaced in the same browser, or went to a browser that
-- has signed in as the address before), and from which network (an IPv4 address or an IPv6
-- /64) it was asked for. The cooldowns and the limits per address, per address and network and
-- per address and browser are counted from these rows, in a transaction holding the address's
-- advisory lock, so that parallel requests cannot all pass a cooldown they each read as free.
alter table sign_in_challenges
  add column budget_tries smallint not null default 5 check (budget_tries between 0 and 5),
  add column network text not null default '';

-- A wrong code or link, written the same way whether or not the address has an account; the
-- entries in the audit logs of the person's workspaces are written from here, off the response
-- path, so a wrong code costs the same time for a known and an unknown address.
create table sign_in_failures (
  id bigint generated always as identity primary key,
  email text not null,
  ip text not null default '',
  -- Which try of its code this was (1 to 5).
  attempt smallint not null,
  at timestamptz not null default now()
);
