// The house rules for the headless code (src/engine, src/cards), as a checker over source text:
// no Phaser, XState or Howler, no DOM or browser globals, no Math.random, no wall clock.
// Comments are ignored everywhere; string contents are ignored except as module specifiers.

export interface Violation {
  line: number;
  rule: string;
  text: string;
}

const FORBIDDEN_MODULES = /^(?:phaser|xstate|howler|@xstate\/[^/]+)(?:\/.*)?$/;

const USAGE_RULES: { rule: string; re: RegExp; withStrings?: boolean }[] = [
  { rule: 'uses document', re: /(?<![\w$.])document\s*(?:\?\.|\.|\[)/g },
  { rule: 'uses window', re: /(?<![\w$.])window\s*(?:\?\.|\.|\[)/g },
  { rule: 'uses navigator', re: /(?<![\w$.])navigator\s*(?:\?\.|\.|\[)/g },
  { rule: 'uses localStorage', re: /(?<![\w$])localStorage\b/g },
  { rule: 'uses a browser global through globalThis', re: /\bglobalThis\s*(?:\?\.|\.)\s*(?:document|window|navigator)\b/g },
  { rule: 'uses Math.random', re: /(?<![\w$.])Math\s*(?:\?\.|\.)\s*random\b/g },
  // Computed access names the member in a string: checked on the source with its strings kept.
  { rule: 'uses Math.random', re: /(?<![\w$.])Math\s*\[\s*['"`]random['"`]\s*\]/g, withStrings: true },
  { rule: 'uses Date.now', re: /(?<![\w$.])Date\s*(?:\?\.|\.)\s*now\b/g },
  { rule: 'uses new Date', re: /\bnew\s+Date\b/g },
  { rule: 'calls Date()', re: /(?<![\w$.]|new\s)Date\s*\(/g },
];

interface Lexed {
  /** The source with comments blanked (strings kept): for module specifiers. */
  code: string;
  /** The source with comments and string/template/regex contents blanked: for usage rules. */
  bare: string;
}

const REGEX_PREV = new Set(['', '(', ',', '=', ':', '[', '!', '&', '|', '?', '{', '}', ';', '+', '-', '*', '%', '<', '>', '~', '^']);
const REGEX_KEYWORDS = /(?:^|[^\w$])(?:return|typeof|instanceof|in|of|new|delete|void|throw|case|do|else|yield|await)$/;

/** A small lexer: enough of TypeScript to tell code from comments, strings, templates and regexes. */
export function lex(src: string): Lexed {
  const code = src.split('');
  const bare = src.split('');
  const blank = (arr: string[], i: number) => {
    if (arr[i] !== '\n') arr[i] = ' ';
  };
  let i = 0;
  let lastSignificant = '';
  let lastWord = '';
  // Template literal nesting: each entry is the brace depth at which a ${ } expression closes.
  const templateStack: number[] = [];
  let braceDepth = 0;
  const n = src.length;

  const readTemplate = () => {
    // At a ` or after a } closing a template expression: read until ` or ${.
    while (i < n) {
      const c = src[i];
      if (c === '\\') {
        blank(bare, i);
        blank(bare, i + 1);
        i += 2;
        continue;
      }
      if (c === '`') {
        i++;
        lastSignificant = '`';
        return;
      }
      if (c === '$' && src[i + 1] === '{') {
        i += 2;
        templateStack.push(braceDepth);
        braceDepth++;
        lastSignificant = '{';
        return;
      }
      blank(bare, i);
      i++;
    }
  };

  while (i < n) {
    const c = src[i];
    const d = src[i + 1];
    if (c === '/' && d === '/') {
      while (i < n && src[i] !== '\n') {
        blank(code, i);
        blank(bare, i);
        i++;
      }
      continue;
    }
    if (c === '/' && d === '*') {
      const end = src.indexOf('*/', i + 2);
      const stop = end < 0 ? n : end + 2;
      for (; i < stop; i++) {
        blank(code, i);
        blank(bare, i);
      }
      continue;
    }
    if (c === '\'' || c === '"') {
      i++;
      while (i < n && src[i] !== c && src[i] !== '\n') {
        if (src[i] === '\\') {
          blank(bare, i);
          i++;
        }
        blank(bare, i);
        i++;
      }
      i++;
      lastSignificant = c;
      lastWord = '';
      continue;
    }
    if (c === '`') {
      i++;
      readTemplate();
      lastWord = '';
      continue;
    }
    if (c === '/' && (REGEX_PREV.has(lastSignificant) || REGEX_KEYWORDS.test(lastWord))) {
      // A regex literal: skip to its closing slash (outside a character class), then its flags.
      i++;
      let inClass = false;
      while (i < n && src[i] !== '\n') {
        const r = src[i];
        if (r === '\\') {
          blank(bare, i);
          blank(bare, i + 1);
          i += 2;
          continue;
        }
        if (r === '[') inClass = true;
        else if (r === ']') inClass = false;
        else if (r === '/' && !inClass) break;
        blank(bare, i);
        i++;
      }
      i++;
      while (i < n && /[a-z]/i.test(src[i])) i++;
      lastSignificant = '/';
      lastWord = '';
      continue;
    }
    if (c === '{') braceDepth++;
    if (c === '}') {
      braceDepth--;
      if (templateStack.length && templateStack[templateStack.length - 1] === braceDepth) {
        templateStack.pop();
        i++;
        readTemplate();
        continue;
      }
    }
    if (/[\w$]/.test(c)) {
      let j = i;
      while (j < n && /[\w$]/.test(src[j])) j++;
      lastWord = src.slice(i, j);
      lastSignificant = 'w';
      i = j;
      continue;
    }
    if (!/\s/.test(c)) {
      lastSignificant = c;
      lastWord = '';
    }
    i++;
  }
  return { code: code.join(''), bare: bare.join('') };
}

const lineOf = (text: string, index: number) => text.slice(0, index).split('\n').length;

/** Module specifiers of static imports, re-exports, dynamic imports and require calls. */
export function moduleSpecifiers(source: string): { spec: string; line: number }[] {
  const { code } = lex(source);
  const out: { spec: string; line: number }[] = [];
  const patterns = [
    /\b(?:import|export)\b[^;'"`]*?\bfrom\s*(['"])([^'"]+)\1/g,
    /\bimport\s*(['"])([^'"]+)\1/g,
    /\bimport\s*\(\s*(['"`])([^'"`]+)\1/g,
    /\brequire\s*\(\s*(['"`])([^'"`]+)\1/g,
  ];
  for (const re of patterns) {
    for (const m of code.matchAll(re)) out.push({ spec: m[2], line: lineOf(code, m.index ?? 0) });
  }
  return out;
}

/** Everything in this source that the headless code must not do. */
export function findViolations(source: string): Violation[] {
  const { bare, code } = lex(source);
  const lines = source.split('\n');
  const found: Violation[] = [];
  for (const { spec, line } of moduleSpecifiers(source)) {
    if (FORBIDDEN_MODULES.test(spec)) found.push({ line, rule: `imports ${spec}`, text: lines[line - 1].trim() });
  }
  for (const { rule, re, withStrings } of USAGE_RULES) {
    const text = withStrings ? code : bare;
    for (const m of text.matchAll(re)) {
      const line = lineOf(text, m.index ?? 0);
      found.push({ line, rule, text: lines[line - 1].trim() });
    }
  }
  return found.sort((a, b) => a.line - b.line);
}
