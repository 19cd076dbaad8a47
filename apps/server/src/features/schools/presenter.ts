import { CHALLENGE_LABEL } from '@trilha/shared/schools/constants';
import type { OperatorSchool, SchoolDomain } from '@trilha/shared/schools/schemas';
import type { DomainRow } from './domains-repo';
import type { SchoolRow } from './repo';

export const presentSchool = (row: SchoolRow): OperatorSchool => ({
  id: row.id,
  name: row.name,
  slug: row.slug,
  active: row.active,
  hosts: row.hosts,
  students: row.students,
  storage_bytes: Math.round(row.storageBytes),
  created_at: row.createdAt.toISOString(),
});

/** The TXT record's name for a host (CONTRACT "Schools and domains"). */
export const challengeName = (host: string) => `${CHALLENGE_LABEL}.${host}`;

export const presentDomain = (row: DomainRow): SchoolDomain => ({
  id: row.id,
  host: row.domain,
  status: row.status,
  primary: row.primary,
  verification: { type: 'TXT', name: challengeName(row.domain), value: row.token ?? '' },
});
