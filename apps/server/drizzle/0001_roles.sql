-- Reference data every database needs, seeded or not: the contract's four role slugs.
INSERT INTO "roles" ("id", "slug", "name") VALUES
  (1, 'student', 'Aluno'),
  (2, 'moderator', 'Moderador'),
  (3, 'admin', 'Administrador'),
  (4, 'owner', 'Dono')
ON CONFLICT ("id") DO NOTHING;
