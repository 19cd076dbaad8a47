import { aurora } from './schools/aurora';
import { boreal } from './schools/boreal';
import type { DemoSchool } from './schools/types';

export type { DemoLesson, DemoSchool } from './schools/types';

export const DEMO_PASSWORD = 'trilha123';

/** The contract's demo schools: fixed ids, hosts and accounts (outside checks log in with them). */
export const demoSchools: DemoSchool[] = [aurora, boreal];
