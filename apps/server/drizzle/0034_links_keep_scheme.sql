-- Custom links the community picker saved as `<host>/comunidade/<school>/<id>` (no scheme, reopened
-- as https://) did not open on a plain-HTTP deployment: a link to the school's own community page
-- becomes its path, which opens on whatever origin the student is on (docs/seo-and-links.md).
-- Only links naming the row's own school and nothing after the community id; every other link is kept.
UPDATE "custom_links"
SET "url" = substring("url" from position('/' in "url"))
WHERE "url" ~ ('^[^/?#[:space:]]+/comunidade/' || "tenant_id" || '/[0-9]+/?$');
