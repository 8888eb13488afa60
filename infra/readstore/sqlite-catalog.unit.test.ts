import { describe, expect, it } from 'vitest';
import { collectionOf, tableName } from './sqlite-catalog';

describe('collection table names', () => {
  it('encode case and underscores so that distinct collections get distinct tables', () => {
    const names = ['users', 'Users', 'a_b', 'aB', 'a__b', 'a_B', 'A_b', 'clothes_g12', 'sys_projections', 'X'];
    const tables = names.map(tableName);
    expect(new Set(tables.map((table) => table.toLowerCase())).size).toBe(names.length);
    expect(tables.map(collectionOf)).toEqual(names);
    expect(tables.every((table) => /^c_[a-z0-9_]+$/.test(table))).toBe(true);
  });

  it('round-trips random names and ignores tables that are not collections', () => {
    const alphabet = 'aAbB_1';
    for (let i = 0; i < 500; i++) {
      let name = 'qQ'[i % 2]!;
      for (let j = 0; j < i % 9; j++) name += alphabet[(i * 7 + j * 13) % alphabet.length];
      expect(collectionOf(tableName(name))).toBe(name);
    }
    expect(collectionOf('vitrina_indexes')).toBeUndefined();
    expect(collectionOf('c_a_')).toBeUndefined();
    expect(collectionOf('c_A')).toBeUndefined();
  });
});
