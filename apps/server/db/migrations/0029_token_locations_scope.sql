-- API tokens name every route they reach (issue 26): the workspace and its locations, which
-- every token could read until now, become the scope locations:read. Tokens made before keep
-- reaching them, as they were promised. Where Larder connects as an unprivileged role that owns
-- the tables, forced row-level security hides the tokens from this statement and it changes
-- nothing; their owners add the scope by making a new token.
update api_tokens
   set scopes = array_append(scopes, 'locations:read')
 where not ('locations:read' = any (scopes) or 'locations:write' = any (scopes));
