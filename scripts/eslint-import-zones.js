// An ESLint rule that makes the API's import directions (docs/conventions.md, API) a lint error: a
// file in a zone's `target` folder may not import (relative paths, resolved) anything in the
// zone's `from` folders. Paths are relative to the repository root. (Web features have their own
// rule in eslint.config.js.)
import path from 'node:path';

const inside = (file, folder) => file === folder || file.startsWith(`${folder}/`);

/** @type {import('eslint').Rule.RuleModule} */
export const importZones = {
  meta: {
    type: 'problem',
    docs: { description: 'Imports point one way (docs/conventions.md)' },
    schema: [{ type: 'object', properties: { zones: { type: 'array' } }, required: ['zones'] }],
  },
  create(context) {
    const root = context.cwd;
    const relative = (absolute) => path.relative(root, absolute).split(path.sep).join('/');
    const file = relative(context.filename);
    const zones = context.options[0].zones.filter((zone) => inside(file, zone.target));
    if (zones.length === 0) return {};

    function check(node) {
      const source = node.source?.value;
      if (typeof source !== 'string' || !source.startsWith('.')) return;
      const imported = relative(path.resolve(path.dirname(context.filename), source));
      for (const zone of zones) {
        if (zone.from.some((folder) => inside(imported, folder) && imported !== file)) {
          context.report({ node: node.source, message: zone.message });
        }
      }
    }
    return {
      ImportDeclaration: check,
      ImportExpression: check,
      ExportNamedDeclaration: check,
      ExportAllDeclaration: check,
    };
  },
};
