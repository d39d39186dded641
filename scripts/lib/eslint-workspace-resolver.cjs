// An eslint-plugin-import resolver for the workspace packages (`@careers/domain/screening`, ...):
// Node resolves them through their package.json `exports`, which eslint-import-resolver-node
// (used for everything else, relative paths without their extension) does not read.
// eslint-disable-next-line @typescript-eslint/no-require-imports -- eslint-plugin-import loads resolvers with require()
const { createRequire } = require('node:module');

exports.interfaceVersion = 2;
exports.resolve = (source, file) => {
  if (!source.startsWith('@careers/')) return { found: false };
  try {
    return { found: true, path: createRequire(file).resolve(source) };
  } catch {
    return { found: false };
  }
};
