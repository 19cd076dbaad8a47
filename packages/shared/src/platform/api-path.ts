/**
 * An API path written once: the server registers `route` (Fastify's `:name` parameters) and the
 * web app calls the same object with the parameters filled in, so the two sides cannot drift.
 *
 *   export const communityPaths = { posts: apiPath('/api/auth/community/posts/:tenant/:communityId') };
 *   app.get(communityPaths.posts.route, …)                       // server
 *   api(communityPaths.posts({ tenant: 3, communityId: 7 }))      // web: /api/auth/community/posts/3/7
 */

type ParamNames<P extends string> = P extends `${string}:${infer Name}/${infer Rest}`
  ? Name | ParamNames<`/${Rest}`>
  : P extends `${string}:${infer Name}`
    ? Name extends `${infer Base}.${string}` // a file suffix after the last parameter: `:courseId.csv`
      ? Base
      : Name
    : never;

/** The values of a path's parameters: numbers and strings are written as text, encoded. */
export type PathParams<P extends string> = Record<ParamNames<P>, string | number>;

/** A query string's values: undefined and null are left out, arrays repeat the name. */
export type QueryValues = Record<string, string | number | boolean | null | undefined | readonly (string | number)[]>;

export type ApiPath<P extends string> = {
  /** The path as the server registers it. */
  readonly route: P;
  (
    ...args: [ParamNames<P>] extends [never]
      ? [params?: Record<string, never>, query?: QueryValues]
      : [params: PathParams<P>, query?: QueryValues]
  ): string;
};

/** The `?…` part of a URL from `query`, or '' when it has nothing to send. */
export function queryString(query: QueryValues | undefined): string {
  if (!query) return '';
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) {
    if (value === undefined || value === null) continue;
    if (Array.isArray(value)) for (const item of value) search.append(name, String(item));
    else search.append(name, String(value));
  }
  const text = search.toString();
  return text ? `?${text}` : '';
}

export function apiPath<P extends string>(route: P): ApiPath<P> {
  const fill = (params?: Record<string, string | number>, query?: QueryValues) =>
    route.replace(/:([A-Za-z_][A-Za-z0-9_]*)/g, (_, name: string) => {
      const value = params?.[name];
      // A missing parameter is a programming error the type forbids; failing loudly beats calling "/undefined".
      if (value === undefined) throw new Error(`${route}: missing parameter ${name}`);
      return encodeURIComponent(String(value));
    }) + queryString(query);
  return Object.assign(fill, { route });
}
