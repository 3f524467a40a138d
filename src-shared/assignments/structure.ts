import { parse, type Node, type Program } from 'acorn';
import { full } from 'acorn-walk';
import { z } from 'zod';

/**
 * Checks of a solution's shape, for skills its output cannot show: a countdown printed by a plain
 * loop looks exactly like one driven by Promises. The grader finds what a program is built from
 * (JavaScript parsed with acorn here, Python with its own `ast` module in the sandbox, SQL from its
 * keywords) and each check asks for one construct, optionally by name.
 */
export const constructs = ['loop', 'function', 'async-function', 'await', 'promise', 'class', 'map', 'regex', 'import', 'with', 'window-function', 'join'] as const;
export type Construct = (typeof constructs)[number];

export const structureCheck = z.strictObject({
  /** Named in the feedback when it fails, like a test ("wait returns a Promise"). */
  name: z.string().trim().min(1).max(80),
  requires: z.enum(constructs),
  /** A function, class or module the construct must have this name (`split_bill`, `csv`). */
  named: z.string().trim().min(1).max(60).optional(),
  /** What to change, shown when the check fails. */
  message: z.string().trim().min(1).max(200),
});
export type StructureCheck = z.infer<typeof structureCheck>;

/** What a program is built from, as `construct` and `construct:name` entries. */
export type Found = ReadonlySet<string>;

/** A found construct, plain and with its name when it has one. */
function note(found: Set<string>, construct: Construct, name?: string | null) {
  found.add(construct);
  if (name) found.add(`${construct}:${name}`);
}

function parseScript(source: string): Program | undefined {
  for (const sourceType of ['script', 'module'] as const) {
    try {
      return parse(source, { ecmaVersion: 'latest', sourceType, allowHashBang: true, allowReturnOutsideFunction: true, allowAwaitOutsideFunction: true });
    } catch {
      // A script may still be a module (import, export); code neither accepts does not parse.
    }
  }
  return undefined;
}

const identifierName = (node: unknown): string | null => {
  const parsed = z.object({ type: z.literal('Identifier'), name: z.string() }).safeParse(node);
  return parsed.success ? parsed.data.name : null;
};

/** The constructs of a JavaScript program, or null when it does not parse. */
export function javascriptConstructs(source: string): Found | null {
  const program = parseScript(source);
  if (!program) return null;
  const found = new Set<string>();
  full(program, (node: Node) => {
    switch (node.type) {
      case 'ForStatement':
      case 'ForOfStatement':
      case 'ForInStatement':
      case 'WhileStatement':
      case 'DoWhileStatement':
        note(found, 'loop');
        break;
      case 'FunctionDeclaration':
      case 'FunctionExpression':
      case 'ArrowFunctionExpression': {
        const fn = node as Node & { async: boolean; id?: unknown };
        const name = identifierName(fn.id);
        note(found, 'function', name);
        if (fn.async) note(found, 'async-function', name);
        break;
      }
      case 'VariableDeclarator': {
        // `const wait = (ms) => ...` names its function.
        const declarator = node as Node & { id: unknown; init?: { type: string; async?: boolean } | null };
        const name = identifierName(declarator.id);
        if (name && declarator.init && /Function/.test(declarator.init.type)) {
          note(found, 'function', name);
          if (declarator.init.async) note(found, 'async-function', name);
        }
        break;
      }
      case 'AwaitExpression':
        note(found, 'await');
        break;
      case 'ClassDeclaration':
      case 'ClassExpression':
        note(found, 'class', identifierName((node as Node & { id?: unknown }).id));
        break;
      case 'NewExpression': {
        const callee = identifierName((node as Node & { callee: unknown }).callee);
        if (callee === 'Promise') note(found, 'promise');
        if (callee === 'Map') note(found, 'map');
        break;
      }
      case 'Literal':
        if ('regex' in node && node.regex) note(found, 'regex');
        break;
      default:
    }
  });
  return found;
}

/** SQL with its comments and quoted text removed, upper-cased: only the keywords the learner wrote. */
function sqlKeywords(source: string): string {
  return source
    .replace(/--[^\n]*/g, ' ')
    .replace(/\/\*[\s\S]*?\*\//g, ' ')
    .replace(/'(?:[^']|'')*'/g, "''")
    .toUpperCase();
}

/** The constructs of an SQL query: window functions and joins. */
export function sqlConstructs(source: string): Found {
  const sql = sqlKeywords(source);
  const found = new Set<string>();
  if (/\bOVER\s*\(/.test(sql)) note(found, 'window-function');
  if (/\bJOIN\b/.test(sql)) note(found, 'join');
  return found;
}

/**
 * Run with `python3` in the sandbox, the learner's source on stdin: prints the constructs as JSON.
 * `ast.parse` only reads the code, it never runs it.
 */
export const pythonConstructsProgram = String.raw`
import ast, json, sys
found = set()
def note(construct, name=None):
    found.add(construct)
    if name:
        found.add(construct + ":" + name)
try:
    tree = ast.parse(sys.stdin.read())
except SyntaxError:
    print("null")
    sys.exit(0)
for node in ast.walk(tree):
    if isinstance(node, (ast.For, ast.While, ast.AsyncFor, ast.comprehension)):
        note("loop")
    elif isinstance(node, ast.FunctionDef):
        note("function", node.name)
    elif isinstance(node, ast.AsyncFunctionDef):
        note("function", node.name)
        note("async-function", node.name)
    elif isinstance(node, ast.Await):
        note("await")
    elif isinstance(node, ast.ClassDef):
        note("class", node.name)
    elif isinstance(node, (ast.With, ast.AsyncWith)):
        note("with")
    elif isinstance(node, ast.Import):
        for alias in node.names:
            note("import", alias.name)
    elif isinstance(node, ast.ImportFrom) and node.module:
        note("import", node.module)
print(json.dumps(sorted(found)))
`;

/** The Python program's answer: the constructs, or null when the source does not parse. */
export function readPythonConstructs(output: string): Found | null {
  let json: unknown;
  try {
    json = JSON.parse(output);
  } catch {
    return null;
  }
  const parsed = z.array(z.string()).nullable().safeParse(json);
  return parsed.success && parsed.data ? new Set(parsed.data) : null;
}

/** Whether a program has what a check asks for. */
export function meetsCheck(found: Found, check: StructureCheck): boolean {
  return found.has(check.named ? `${check.requires}:${check.named}` : check.requires);
}
