// `npm run scenario -- FILE.json [FILE2.json …]`: runs rules scenarios and prints what held and what
// did not. Exit code 0 when every scenario passes, 1 when an expectation failed, 2 when a file is
// missing, is not JSON or is not a valid scenario (2 wins over 1). See docs/scenarios.md.
import fs from 'node:fs';
import { formatCheck, loadScenario, runScenario, ScenarioError, type Scenario } from './scenario';

type Outcome = 'passed' | 'failed' | 'malformed';

function read(file: string): Scenario {
  let text: string;
  try {
    text = fs.readFileSync(file, 'utf8');
  } catch (e) {
    const code = (e as NodeJS.ErrnoException).code;
    throw new ScenarioError('', code === 'ENOENT' ? 'no such file' : code === 'EISDIR' ? 'is a folder, not a file' : `cannot be read (${code ?? (e as Error).message})`);
  }
  let json: unknown;
  try {
    json = JSON.parse(text.replace(/^\uFEFF/, ''));
  } catch (e) {
    throw new ScenarioError('', `is not valid JSON: ${(e as Error).message}`);
  }
  return loadScenario(json);
}

function runFile(file: string): Outcome {
  let scenario: Scenario;
  try {
    scenario = read(file);
  } catch (e) {
    if (!(e instanceof ScenarioError)) throw e;
    console.log(`✗ ${file}: malformed scenario: ${e.message}`);
    return 'malformed';
  }
  const result = runScenario(scenario);
  console.log(`${result.passed ? '✓' : '✗'} ${file}: ${scenario.name} [${scenario.rule}]`);
  for (const check of result.checks) console.log(formatCheck(check));
  return result.passed ? 'passed' : 'failed';
}

function main(argv: string[]): number {
  const files = argv.filter((a) => a !== '--');
  if (files.length === 0 || files.some((f) => f === '-h' || f === '--help')) {
    console.log('usage: npm run scenario -- FILE.json [FILE2.json …]   (format: docs/scenarios.md)');
    return files.length === 0 ? 2 : 0;
  }
  const outcomes = files.map((file, i) => {
    if (i > 0) console.log('');
    return runFile(file);
  });
  const n = (o: Outcome) => outcomes.filter((x) => x === o).length;
  console.log(`\n${files.length} scenario${files.length === 1 ? '' : 's'}: ${n('passed')} passed, ${n('failed')} failed, ${n('malformed')} malformed`);
  return n('malformed') ? 2 : n('failed') ? 1 : 0;
}

try {
  process.exitCode = main(process.argv.slice(2));
} catch (e) {
  console.error(`scenario runner error: ${(e as Error).message}`);
  process.exitCode = 2;
}
