import { dirname, relative, resolve, sep } from 'node:path';

/**
 * `layers/no-crossing`: code under a zone's `target` may not import from its `from` (unless from
 * one of its `except`, relative to `from`). Paths are relative to the project root, imports are
 * resolved with `path` alone: this project imports its own files by relative path with their
 * extension, so no module resolver (and no native dependency) is needed. A zone with
 * `productionOnly` leaves test files (`*.test.ts`, `*.test.tsx`) under its target free of it.
 */
const noCrossing = {
  meta: {
    type: 'problem',
    docs: { description: 'Keeps imports inside the layers of the README layout' },
    schema: [
      {
        type: 'object',
        properties: { root: { type: 'string' }, zones: { type: 'array' } },
        required: ['root', 'zones'],
        additionalProperties: false,
      },
    ],
  },
  create(context) {
    const [{ root, zones }] = context.options;
    const file = projectPath(root, resolve(context.cwd, context.filename));
    const isTest = TEST_FILE.test(file);
    const active = zones.filter((zone) => !(zone.productionOnly && isTest) && list(zone.target).some((target) => inside(file, target)));
    if (active.length === 0) return {};

    function check(node, source) {
      if (typeof source?.value !== 'string' || !source.value.startsWith('.')) return;
      const imported = projectPath(root, resolve(dirname(resolve(context.cwd, context.filename)), source.value));
      for (const zone of active) {
        const from = list(zone.from).find((path) => inside(imported, path));
        if (!from) continue;
        if (list(zone.except).some((except) => inside(imported, projectPath(root, resolve(root, from, except))))) continue;
        context.report({ node, message: zone.message });
        return;
      }
    }

    return {
      ImportDeclaration: (node) => check(node, node.source),
      ExportAllDeclaration: (node) => check(node, node.source),
      ExportNamedDeclaration: (node) => check(node, node.source),
      ImportExpression: (node) => check(node, node.source),
    };
  },
};

const TEST_FILE = /\.test\.tsx?$/;

function list(value) {
  if (value === undefined) return [];
  return Array.isArray(value) ? value : [value];
}

/** `src/features/x.ts`, with forward slashes, for a path under the project root. */
function projectPath(root, absolute) {
  return relative(root, absolute).split(sep).join('/');
}

function inside(path, zonePath) {
  const zone = zonePath.replace(/^\.\//, '').replace(/\/$/, '');
  return path === zone || path.startsWith(`${zone}/`);
}

export default { rules: { 'no-crossing': noCrossing } };
