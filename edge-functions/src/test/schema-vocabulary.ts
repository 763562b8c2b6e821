import { createRequire } from 'node:module';
import ts from 'typescript';

/**
 * schema.org's vocabulary at run time, read from schema-dts (generated from schema.org's own
 * definitions) with the TypeScript compiler: for each type, every property it has, inherited ones
 * included. Checks JSON-LD as data, where the compile-time types cannot reach (what a page really
 * printed).
 */
const schemaFile = createRequire(import.meta.url).resolve('schema-dts/dist/schema.d.ts');

let loaded: { checker: ts.TypeChecker; exports: Map<string, ts.Symbol> } | null = null;
function vocabulary() {
  if (loaded) return loaded;
  const program = ts.createProgram([schemaFile], {
    noEmit: true,
    skipLibCheck: true,
    types: [],
    strict: true,
  });
  const checker = program.getTypeChecker();
  const source = program.getSourceFile(schemaFile)!;
  const module = checker.getSymbolAtLocation(source)!;
  const exports = new Map(checker.getExportsOfModule(module).map((s) => [s.name, s]));
  loaded = { checker, exports };
  return loaded;
}

const propertiesOf = new Map<string, Set<string> | null>();

/** The properties of a schema.org type, or null when schema.org has no such type. */
export function schemaProperties(type: string): Set<string> | null {
  if (propertiesOf.has(type)) return propertiesOf.get(type)!;
  const { checker, exports } = vocabulary();
  const leaf = exports.get(`${type}Leaf`);
  const found = leaf
    ? new Set(checker.getPropertiesOfType(checker.getDeclaredTypeOfSymbol(leaf)).map((p) => p.name))
    : null;
  propertiesOf.set(type, found);
  return found;
}

/** The members of a schema.org enumeration (`ItemAvailability`), as full URLs and short names. */
export function enumerationMembers(name: string): Set<string> {
  const { checker, exports } = vocabulary();
  const symbol = exports.get(name);
  if (!symbol) return new Set();
  const type = checker.getDeclaredTypeOfSymbol(symbol);
  const members = type.isUnion() ? type.types : [type];
  return new Set(
    members.filter((m) => m.isStringLiteral()).map((m) => (m as ts.StringLiteralType).value),
  );
}

/** Properties whose values are members of an enumeration. */
const ENUMERATIONS: Record<string, string> = { availability: 'ItemAvailability' };

/**
 * Every way a JSON-LD document strays from schema.org: an unknown type, a property its type does
 * not have, an untyped node that is more than an `@id` reference, an enumeration value that is
 * no member. Empty when it is all schema.org.
 */
export function vocabularyErrors(document: unknown): string[] {
  const errors: string[] = [];
  if ((document as Record<string, unknown>)['@context'] !== 'https://schema.org') {
    errors.push('the @context is not https://schema.org');
  }
  const walk = (value: unknown, path: string) => {
    if (Array.isArray(value)) {
      value.forEach((item, index) => walk(item, `${path}[${index}]`));
      return;
    }
    if (value === null || typeof value !== 'object') return;
    const node = value as Record<string, unknown>;
    const type = node['@type'];
    const keys = Object.keys(node).filter((key) => !key.startsWith('@'));
    if (typeof type !== 'string') {
      if (keys.length > 0) errors.push(`${path}: a node without @type has ${keys.join(', ')}`);
      return;
    }
    const properties = schemaProperties(type);
    if (!properties) {
      errors.push(`${path}: schema.org has no type ${type}`);
      return;
    }
    for (const key of keys) {
      if (!properties.has(key)) errors.push(`${path}: ${type} has no property ${key}`);
      const enumeration = ENUMERATIONS[key];
      if (enumeration && !enumerationMembers(enumeration).has(String(node[key]))) {
        errors.push(`${path}.${key}: ${String(node[key])} is not a ${enumeration}`);
      }
      walk(node[key], `${path}.${key}`);
    }
  };
  walk(document, '$');
  return errors;
}
