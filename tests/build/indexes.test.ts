// Every query has its index: each query the product can run (the query catalog,
// scripts/lib/query-catalog.ts) is held to firestore.indexes.json by Firestore's index rules
// (scripts/lib/firestore-indexes.ts), where the emulator would run it without any. A query added
// without its index fails here with the index to add; an index no query uses fails too (it costs
// storage and a write per document change for nothing: delete it, or add the query that needs it).
// The catalog must hold every builder of a query the domain exports, so nothing escapes it.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { describeIndex, queryIndexReport } from '../../scripts/lib/firestore-indexes';
import { ADMIN_TABLES, queryCatalog } from '../../scripts/lib/query-catalog';

const isExported = (node: ts.Node) =>
  ts.canHaveModifiers(node) && (ts.getModifiers(node) ?? []).some((m) => m.kind === ts.SyntaxKind.ExportKeyword);

/** Whether `node` holds an object literal with collection, filters and orderBy: a description built in place. */
function buildsDescription(node: ts.Node): boolean {
  if (ts.isObjectLiteralExpression(node)) {
    const names = node.properties.map((property) => property.name?.getText());
    if (['collection', 'filters', 'orderBy'].every((name) => names.includes(name))) return true;
  }
  return ts.forEachChild(node, buildsDescription) ?? false;
}

/**
 * The domain's exported query builders and admin tables, read from its source: a function declared
 * to answer QueryDescriptor or QueryDescriptor[], or one without a declared answer that builds a
 * description; a constant declared a TableSource.
 */
function domainExports(): { builders: string[]; tables: string[] } {
  const builders: string[] = [];
  const tables: string[] = [];
  const files = readdirSync('domain/src', { recursive: true, encoding: 'utf8' }).filter(
    (file) => file.endsWith('.ts') && !file.endsWith('.test.ts') && !file.startsWith('testing'),
  );
  for (const file of files) {
    const source = ts.createSourceFile(
      file,
      readFileSync(join('domain/src', file), 'utf8'),
      ts.ScriptTarget.Latest,
      true,
    );
    const isBuilder = (fn: ts.SignatureDeclaration) =>
      fn.type
        ? /^(readonly )?QueryDescriptor(\[\])?$/.test(fn.type.getText().replace(/\s+/g, ' '))
        : buildsDescription(fn);
    for (const statement of source.statements) {
      if (!isExported(statement)) continue;
      if (ts.isFunctionDeclaration(statement) && statement.name && isBuilder(statement))
        builders.push(statement.name.text);
      if (!ts.isVariableStatement(statement)) continue;
      for (const declaration of statement.declarationList.declarations) {
        const name = declaration.name.getText();
        const value = declaration.initializer;
        if (value && (ts.isArrowFunction(value) || ts.isFunctionExpression(value)) && isBuilder(value))
          builders.push(name);
        if (declaration.type?.getText().startsWith('TableSource<')) tables.push(name);
      }
    }
  }
  return { builders: builders.sort(), tables: tables.sort() };
}

describe('the query catalog', () => {
  const { builders, tables } = domainExports();
  const catalog = queryCatalog();

  it('finds the builders it scans for (the scan still reads the domain)', () => {
    expect(builders).toEqual(expect.arrayContaining(['tablePageQuery', 'tallyShardsQuery', 'applicationHistoryQuery']));
    expect(tables).toEqual(expect.arrayContaining(['APPLICATIONS_TABLE']));
  });

  it('calls every query builder the domain exports', () => {
    const called = new Set(catalog.map((entry) => entry.builder));
    expect(builders.filter((builder) => !called.has(builder))).toEqual([]);
  });

  it('names no builder the domain does not export', () => {
    expect([...new Set(catalog.map((entry) => entry.builder))].filter((name) => !builders.includes(name))).toEqual([]);
  });

  it('pages, searches and keeps rows of every admin table', () => {
    expect(ADMIN_TABLES.map((table) => table.name).sort()).toEqual(tables);
  });
});

describe('firestore.indexes.json', () => {
  const report = queryIndexReport();

  it('serves every query of the catalog', () => {
    const missing = report.missing.map(
      ({ query, needs }) => `${query.builder}(${query.args}) needs ${describeIndex(needs)}`,
    );
    if (missing.length > 0) {
      const toAdd = [...new Map(report.missing.map(({ needs }) => [describeIndex(needs), needs])).values()];
      console.log(
        `Add to firestore.indexes.json's "indexes":\n${toAdd.map((index) => JSON.stringify(index)).join(',\n')}`,
      );
    }
    expect(missing).toEqual([]);
  });

  it('holds no composite index that no query uses', () => {
    const unused = report.unused.map(describeIndex);
    if (unused.length > 0) console.log(`Indexes no query of the catalog uses:\n${unused.join('\n')}`);
    expect(unused).toEqual([]);
  });
});
