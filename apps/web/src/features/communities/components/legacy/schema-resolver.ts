import { zodResolver } from '@hookform/resolvers/zod';
import type { FieldValues, Resolver } from 'react-hook-form';
import type { z } from 'zod';

/**
 * zodResolver on a shared schema, typed to the form's own values. The inputs hold narrower types
 * than the schema accepts (a flag is a boolean here, "0" or 1 on the wire), so `Values` must fit
 * the schema's input; that constraint is the check the cast would otherwise skip.
 */
export function schemaResolver<Values extends FieldValues & z.input<S>, S extends z.ZodType<unknown, FieldValues>>(
  schema: S,
): Resolver<Values, unknown, z.output<S>> {
  const resolver: Resolver<FieldValues, unknown, unknown> = zodResolver(schema as z.ZodType<unknown, FieldValues>);
  return resolver as unknown as Resolver<Values, unknown, z.output<S>>;
}
