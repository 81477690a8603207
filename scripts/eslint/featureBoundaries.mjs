/**
 * A feature (`web/src/features/<name>/`) may use another feature only through that feature's
 * `index.ts`: what a feature shares is a decision written in one place, and its inner files can
 * move without breaking its neighbours. Shared pieces belong in `components/` or `lib/`.
 */
import path from 'node:path';

const FEATURES = `${path.sep}web${path.sep}src${path.sep}features${path.sep}`;

function featureOf(file) {
  const at = file.indexOf(FEATURES);
  if (at < 0) return null;
  const rest = file.slice(at + FEATURES.length).split(path.sep);
  return { root: file.slice(0, at + FEATURES.length), name: rest[0], inner: rest.slice(1).join('/') };
}

const featureBoundaries = {
  meta: {
    type: 'problem',
    docs: { description: "Import another feature only through its index.ts" },
    messages: { deep: "Import '{{feature}}' through its index ('features/{{feature}}'), not '{{inner}}'; or move the shared piece to components/ or lib/." },
    schema: [],
  },
  create(context) {
    const from = featureOf(context.filename);
    if (!from) return {};
    const check = (node, source) => {
      if (typeof source !== 'string' || !source.startsWith('.')) return;
      const target = featureOf(path.resolve(path.dirname(context.filename), source));
      if (!target || target.name === from.name) return;
      if (target.inner === '' || target.inner === 'index' || target.inner === 'index.ts') return;
      context.report({ node, messageId: 'deep', data: { feature: target.name, inner: target.inner } });
    };
    return {
      ImportDeclaration: (node) => check(node.source, node.source.value),
      ExportNamedDeclaration: (node) => node.source && check(node.source, node.source.value),
      ExportAllDeclaration: (node) => check(node.source, node.source.value),
      ImportExpression: (node) => node.source.type === 'Literal' && check(node.source, node.source.value),
    };
  },
};

export default { rules: { 'feature-boundaries': featureBoundaries } };
