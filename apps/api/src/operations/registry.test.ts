import { describe, expect, it } from 'vitest';

import { adminQuery, operationsOf, publicQuery } from './operation.js';
import { domains, mergeTrees, operations } from './registry.js';

const read = () => publicQuery({ run: () => 'x' });
const adminRead = () => adminQuery({ run: () => 'x' });

describe('the registry of API domains', () => {
  it("merges the domains' trees, each domain's back office beside the others under admin", () => {
    const a = { a: { list: read() }, admin: { a: { list: adminRead() } } };
    const b = { b: { list: read() }, admin: { b: { list: adminRead() } } };
    expect(operationsOf(mergeTrees([a, b])).map(([name]) => name)).toEqual([
      'a.list',
      'admin.a.list',
      'admin.b.list',
      'b.list',
    ]);
  });

  it('refuses a name two domains both declare, however deep', () => {
    expect(() =>
      mergeTrees([{ admin: { a: { list: adminRead() } } }, { admin: { a: { list: adminRead() } } }]),
    ).toThrow('Two domains declare the operation admin.a.list');
    expect(() => mergeTrees([{ a: read() }, { a: { list: read() } }])).toThrow('Two domains declare the operation a');
  });

  it("holds every domain's every operation", () => {
    const declared = domains.flatMap(({ operations: tree }) => operationsOf(tree).map(([name]) => name));
    expect(
      operationsOf(operations)
        .map(([name]) => name)
        .sort(),
    ).toEqual(declared.sort());
  });
});
