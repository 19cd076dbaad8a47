/**
 * What other features may use of students (docs/architecture.md): making accounts students, as a
 * sale does for its buyer (one statement; a staff account stays staff).
 */
export { makeStudents } from './import-repo';
