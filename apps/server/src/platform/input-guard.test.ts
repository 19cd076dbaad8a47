import { Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { findNul, MAX_JSON_DEPTH, nestsDeeperThan } from './input-guard';

describe('findNul (the NUL guard in front of every route)', () => {
  it('names the path of a NUL in a value or a key, at any depth', () => {
    expect(findNul('a\u0000b')).toEqual([]);
    expect(findNul({ a: 'ok', b: ['x', 'y\u0000'] })).toEqual(['b', '1']);
    expect(findNul({ a: { ['k\u0000']: 1 } })).toEqual(['a', 'k\u0000']);
    let deep: unknown = 'end\u0000';
    for (let i = 0; i < 1_000; i += 1) deep = [deep];
    expect(findNul({ deep })).toHaveLength(1_001);
    expect(findNul({ a: 'ok', b: [1, true, null, { c: 'fine' }] })).toBeNull();
  });

  it("reads query and params objects whatever their prototype (fast-querystring's has a null-prototype parent)", () => {
    function Empty() {}
    Empty.prototype = Object.create(null);
    const query = new (Empty as unknown as new () => Record<string, unknown>)();
    query.search = 'a\u0000b';
    expect(findNul(query)).toEqual(['search']);
    expect(findNul(Object.assign(Object.create(null) as object, { term: ['ok', '\u0000'] }))).toEqual(['term', '1']);
  });

  it('treats bytes as bytes: Buffers, typed arrays, streams and multipart file contents are not walked', () => {
    const bytes = Buffer.alloc(1_000, 0);
    expect(findNul(bytes)).toBeNull();
    expect(findNul({ video: bytes, view: new Uint8Array(8) })).toBeNull();
    expect(findNul(Readable.from(['\u0000']))).toBeNull();
    // @fastify/multipart's parts (attachFieldsToBody): each points back at the whole form.
    const form: Record<string, unknown> = {};
    const file = {
      type: 'file',
      fieldname: 'file',
      filename: 'a.png',
      file: Readable.from([bytes]),
      _buf: bytes,
      toBuffer: () => Promise.resolve(bytes),
      fields: form,
    };
    form.file = file;
    form.tags = [
      { type: 'field', fieldname: 'tags', value: 'a', fields: form },
      { type: 'field', fieldname: 'tags', value: 'b', fields: form },
    ];
    expect(findNul(form)).toBeNull();
    (form.tags as { value: string }[])[1]!.value = 'n\u0000o';
    expect(findNul(form)).toEqual(['tags', '1', 'value']);
  });

  it('walks a JSON body that only looks like a multipart part in full', () => {
    const lookAlike = JSON.parse('{"type":"field","fieldname":"x","value":"ok","fields":{"x":{"type":"field"},"y":"\\u0000"}}');
    expect(findNul(lookAlike)).toEqual(['fields', 'y']);
  });

  it('walks a megabyte-sized body in milliseconds and a 25 MB Buffer not at all (security review, finding 1)', () => {
    const bodies = [
      JSON.parse(`[${'{"a":"b"},'.repeat(100_000)}{"a":"b"}]`),
      JSON.parse(`[${'"a",'.repeat(250_000)}"a"]`),
      JSON.parse('['.repeat(500_000) + ']'.repeat(500_000)),
      { huge: 'x'.repeat(5_000_000) },
      Buffer.alloc(25 * 1_048_576),
    ];
    const started = performance.now();
    for (const body of bodies) expect(findNul(body)).toBeNull();
    // The old walk took minutes on the Buffer alone; this budget leaves room for a loaded CI machine.
    expect(performance.now() - started).toBeLessThan(5_000);
  });
});

describe('nestsDeeperThan (JSON refused before parsing when nested deeper than 64)', () => {
  it('counts arrays and objects, not brackets inside strings or escaped quotes', () => {
    expect(nestsDeeperThan('['.repeat(MAX_JSON_DEPTH) + ']'.repeat(MAX_JSON_DEPTH), MAX_JSON_DEPTH)).toBe(false);
    expect(nestsDeeperThan('['.repeat(MAX_JSON_DEPTH + 1) + ']'.repeat(MAX_JSON_DEPTH + 1), MAX_JSON_DEPTH)).toBe(true);
    expect(nestsDeeperThan('{"a":'.repeat(65) + '1' + '}'.repeat(65), MAX_JSON_DEPTH)).toBe(true);
    expect(nestsDeeperThan(JSON.stringify({ a: '['.repeat(1_000), b: 'say "[[[' }), MAX_JSON_DEPTH)).toBe(false);
    expect(nestsDeeperThan(`[${'[],'.repeat(100_000)}[]]`, MAX_JSON_DEPTH)).toBe(false);
  });

  it('scans a megabyte of nesting without building it', () => {
    const deep = '['.repeat(524_288) + ']'.repeat(524_288);
    const started = performance.now();
    expect(nestsDeeperThan(deep, MAX_JSON_DEPTH)).toBe(true);
    expect(nestsDeeperThan(`"${'x'.repeat(1_048_000)}"`, MAX_JSON_DEPTH)).toBe(false);
    // Milliseconds on an idle machine; the budget is for a loaded CI machine, far under a parse's minutes.
    expect(performance.now() - started).toBeLessThan(1_000);
  });
});
