import type { FieldPath, FieldValues, UseFormReturn } from 'react-hook-form';
import { ApiError } from './api/client';

type ServerIssue = { path: string; message: string };

type Options<T extends FieldValues> = {
  /**
   * Which form field an issue's path names, given the path without its `body.` prefix. A list
   * accepts the path's first segment when it is listed; a function decides (null: not a field).
   * Absent: the first segment, when the form holds a value of that name.
   */
  fields?: readonly FieldPath<T>[] | ((path: string) => FieldPath<T> | null | undefined);
  /** The text the field shows, from the server's message (a translation); the message as sent by default. */
  message?: (message: string) => string;
  /** Moves the focus to the first refused field, as a submit's own validation does. */
  shouldFocus?: boolean;
};

export type ServerIssuesResult<T extends FieldValues> = {
  /** The fields that now show a server message, in the server's order. */
  placed: FieldPath<T>[];
  /** The issues no field of the form shows, for the caller to place elsewhere or to toast. */
  unplaced: ServerIssue[];
};

/**
 * The one way a form shows a refused save: each of the server's `issues` goes under the field it
 * names, as a `server` error (so a field can tell the server's words from the schema's). Anything
 * that is not an ApiError carries no issues and places nothing.
 */
export function applyServerIssues<T extends FieldValues>(
  form: Pick<UseFormReturn<T>, 'setError' | 'getValues'>,
  error: unknown,
  options: Options<T> = {},
): ServerIssuesResult<T> {
  const result: ServerIssuesResult<T> = { placed: [], unplaced: [] };
  if (!(error instanceof ApiError)) return result;
  for (const issue of error.issues ?? []) {
    const field = fieldOf(form, issue.path.replace(/^body\./, ''), options.fields);
    if (!field) {
      result.unplaced.push(issue);
      continue;
    }
    const message = options.message ? options.message(issue.message) : issue.message;
    // Only the first refused field takes the focus, as the schema's own validation does.
    const shouldFocus = Boolean(options.shouldFocus) && result.placed.length === 0;
    form.setError(field, { type: 'server', message }, { shouldFocus });
    result.placed.push(field);
  }
  return result;
}

function fieldOf<T extends FieldValues>(
  form: Pick<UseFormReturn<T>, 'getValues'>,
  path: string,
  fields: Options<T>['fields'],
): FieldPath<T> | null {
  if (typeof fields === 'function') return fields(path) ?? null;
  const first = path.split('.')[0] ?? '';
  if (fields) return (fields as readonly string[]).includes(first) ? (first as FieldPath<T>) : null;
  const values: unknown = form.getValues();
  return typeof values === 'object' && values !== null && first in values ? (first as FieldPath<T>) : null;
}
