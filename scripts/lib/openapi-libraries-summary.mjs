// The report of scripts/openapi-libraries.mjs: one row per reader, then what the libraries rejected (by kind, with an
// example each) and where they and the portal's reader disagree.

const ms = (value) => (value === undefined ? '–' : value < 1000 ? `${value.toFixed(0)} ms` : `${(value / 1000).toFixed(1)} s`);
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} kB`;
const quantile = (sorted, q) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))];

/** A message without its places and names, so that messages of one kind count together. */
export const kindOf = (message = '') =>
  message
    .replace(/ at #?\/\S*$/, '')
    .replace(/^\/\S*: /, '')
    .replace(/`[^`]*`|'[^']*'|"[^"]*"/g, '…')
    .replace(/\d+/g, 'N');

const sameOperations = (document, candidate) =>
  document.portal?.outcome === 'accepted' && document[candidate]?.operations === document.portal.operations;

const rowOf = (documents, candidate, sizes) => {
  const results = documents.map((document) => document[candidate]).filter(Boolean);
  const count = (outcome) => results.filter((result) => result.outcome === outcome).length;
  const times = results.map((result) => result.ms).sort((a, b) => a - b);
  const size = candidate === 'portal' ? sizes['portal: reader whole'] : sizes[candidate];
  const agree = candidate === 'portal' ? 'the reference' : String(documents.filter((document) => sameOperations(document, candidate)).length);
  const usable = candidate === 'portal' ? String(count('accepted')) : String(documents.filter((document) => sameOperations(document, candidate) && document[candidate].outcome === 'accepted').length);
  return [candidate, results.length, count('accepted'), count('rejected'), count('exception'), agree, usable, ms(quantile(times, 0.5)), ms(quantile(times, 0.95)), ms(times.at(-1)), size?.gzip ? kb(size.gzip) : (size?.error ?? '–')].map(String);
};

const printTable = (rows) => {
  const widths = rows[0].map((_, column) => Math.max(...rows.map((row) => row[column].length)));
  for (const row of rows) console.log(`  ${row.map((cell, column) => cell.padEnd(widths[column])).join('  ')}`);
};

const printKinds = (documents, candidate) => {
  const kinds = new Map();
  for (const document of documents) {
    const result = document[candidate];
    if (result?.outcome !== 'rejected' && result?.outcome !== 'exception') continue;
    const kind = `${result.outcome}: ${kindOf(result.message)}`;
    const entry = kinds.get(kind) ?? { count: 0, example: `${document.file}: ${result.message ?? ''}` };
    entry.count++;
    kinds.set(kind, entry);
  }
  if (!kinds.size) return;
  console.log(`\n${candidate}: rejections and exceptions by kind (${String(kinds.size)} kinds)`);
  for (const [kind, { count, example }] of [...kinds].sort((a, b) => b[1].count - a[1].count).slice(0, 10)) {
    console.log(`  ${String(count).padStart(5)}  ${kind.slice(0, 160)}\n         e.g. ${example.slice(0, 240)}`);
  }
};

const printDisagreements = (documents, candidate) => {
  const list = (title, rows) => {
    console.log(`  ${title}: ${String(rows.length)}`);
    for (const row of rows.slice(0, 8)) console.log(`    ${row}`);
  };
  const portalAccepted = (document) => document.portal?.outcome === 'accepted';
  const accepted = (document) => document[candidate]?.outcome === 'accepted';
  console.log(`\n${candidate} against the portal's reader`);
  list('it accepts, the portal does not', documents.filter((document) => accepted(document) && document.portal && !portalAccepted(document)).map((document) => `${document.file}: portal ${document.portal.outcome} ${document.portal.message ?? ''}`));
  list('the portal accepts, it does not', documents.filter((document) => portalAccepted(document) && document[candidate] && !accepted(document)).map((document) => document.file));
  list('its result has other operations than the portal finds', documents.filter((document) => portalAccepted(document) && document[candidate]?.operations !== undefined && !sameOperations(document, candidate)).map((document) => `${document.file}: ${String(document[candidate].operations)} instead of ${String(document.portal.operations)}`));
};

export const printSummary = ({ documents, candidates, sizes, workers, wallSeconds }) => {
  console.log(`\nOpenAPI libraries on the corpus: ${String(documents.length)} documents, ${String(workers)} workers, ${wallSeconds.toFixed(0)} s`);
  printTable([
    ['reader', 'documents', 'accepted', 'rejected', 'exceptions', 'same operations', 'accepted, same operations', 'median', 'p95', 'max', 'size (gzip)'],
    ...candidates.map((candidate) => rowOf(documents, candidate, sizes)),
  ]);
  console.log('\nSizes (minified, gzip; `yaml` left out of each and counted on its own):');
  for (const [name, size] of Object.entries(sizes)) console.log(`  ${name}: ${size.error ?? `${kb(size.minified)}, ${kb(size.gzip)}`}`);
  for (const candidate of candidates) printKinds(documents, candidate);
  for (const candidate of candidates.filter((name) => name !== 'portal')) printDisagreements(documents, candidate);
};
