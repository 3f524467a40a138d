import { executeReply } from '@shared/api/runner';
import { mapOutputProblems, type OutputProblem } from '@shared/playground/error-lines';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRunnerApp, type RunnerApp } from './runner-app';

/**
 * The problems tab reads what compilers and interpreters really print. Each program here is a
 * learner's mistake, run through POST /api/v2/piston/execute in the real sandbox, and its output
 * is handed to the mapper as the playground does (the compile stage's output, then the run's).
 */
interface Case {
  name: string;
  language: string;
  files: Array<{ name: string; content: string }>;
  expected: Array<{ file: string; line: number; severity?: OutputProblem['severity']; message: RegExp }>;
}

const cases: Case[] = [
  {
    name: 'a Python NameError inside a function, at the call and at the misspelt name',
    language: 'python',
    files: [{ name: 'main.py', content: 'def area(w, h):\n    return w * hieght\n\nprint(area(2, 3))\n' }],
    expected: [
      { file: 'main.py', line: 4, message: /^NameError: name 'hieght' is not defined$/ },
      { file: 'main.py', line: 2, message: /^NameError: name 'hieght' is not defined$/ },
    ],
  },
  {
    name: 'a Python syntax error',
    language: 'python',
    files: [{ name: 'main.py', content: 'name = input(\nprint(name)\n' }],
    expected: [{ file: 'main.py', line: 1, message: /^SyntaxError: / }],
  },
  {
    name: 'a Python indentation error',
    language: 'python',
    files: [{ name: 'main.py', content: 'for i in range(3):\nprint(i)\n' }],
    expected: [{ file: 'main.py', line: 2, message: /^IndentationError: / }],
  },
  {
    name: 'a Python error raised in an imported module of the project',
    language: 'python',
    files: [
      { name: 'main.py', content: 'from shapes import area\nprint(area(2))\n' },
      { name: 'shapes.py', content: 'def area(r):\n    return 3.14 * r * r / 0\n' },
    ],
    expected: [
      { file: 'main.py', line: 2, message: /^ZeroDivisionError: / },
      { file: 'shapes.py', line: 2, message: /^ZeroDivisionError: / },
    ],
  },
  {
    name: 'a Python SyntaxWarning, as a warning',
    language: 'python',
    files: [{ name: 'main.py', content: 'x = 1\nif x is 1:\n    print("one")\n' }],
    expected: [{ file: 'main.py', line: 2, severity: 'warning', message: /^SyntaxWarning: "is" with a literal/ }],
  },
  {
    name: 'a C statement without its semicolon',
    language: 'c',
    files: [{ name: 'main.c', content: '#include <stdio.h>\n\nint main(void) {\n    printf("hi\\n")\n    return 0;\n}\n' }],
    expected: [{ file: 'main.c', line: 4, message: /expected .;. before .return./ }],
  },
  {
    name: 'a C undeclared name and an unused variable, the second as a warning',
    language: 'c',
    files: [{ name: 'main.c', content: '#include <stdio.h>\nint main(void) {\n    int x = 5;\n    printf("%d\\n", y);\n    return 0;\n}\n' }],
    expected: [
      { file: 'main.c', line: 4, message: /.y. undeclared/ },
      { file: 'main.c', line: 3, severity: 'warning', message: /unused variable .x./ },
    ],
  },
  {
    name: "a C error in the project's own header, not at the line that includes it",
    language: 'c',
    files: [
      { name: 'main.c', content: '#include <stdio.h>\n#include "shapes.h"\nint main(void) {\n    printf("%d\\n", square(3));\n    return 0;\n}\n' },
      { name: 'shapes.h', content: 'int square(int r) {\n    return r * r\n}\n' },
    ],
    expected: [{ file: 'shapes.h', line: 2, message: /expected .;. before .}./ }],
  },
  {
    name: 'a C++ type error',
    language: 'c++',
    files: [{ name: 'main.cpp', content: '#include <iostream>\n#include <string>\nint main() {\n    std::string s = "a";\n    int n = s;\n    std::cout << n;\n}\n' }],
    expected: [{ file: 'main.cpp', line: 5, message: /cannot convert/ }],
  },
  {
    name: 'a Java statement without its semicolon',
    language: 'java',
    files: [{ name: 'Main.java', content: 'public class Main {\n    public static void main(String[] args) {\n        int x = 1\n        System.out.println(x);\n    }\n}\n' }],
    expected: [{ file: 'Main.java', line: 3, message: /';' expected/ }],
  },
  {
    name: 'a Java error in a second class of the project',
    language: 'java',
    files: [
      { name: 'Main.java', content: 'public class Main {\n    public static void main(String[] args) {\n        System.out.println(Shapes.square(3));\n    }\n}\n' },
      { name: 'Shapes.java', content: 'public class Shapes {\n    static int square(int r) { return r * s; }\n}\n' },
    ],
    expected: [{ file: 'Shapes.java', line: 2, message: /cannot find symbol/ }],
  },
  {
    name: 'a Java exception, at the throwing line and its caller',
    language: 'java',
    files: [{ name: 'Main.java', content: 'public class Main {\n    static int div(int a, int b) {\n        return a / b;\n    }\n    public static void main(String[] args) {\n        System.out.println(div(1, 0));\n    }\n}\n' }],
    expected: [
      { file: 'Main.java', line: 3, message: /^java\.lang\.ArithmeticException: \/ by zero$/ },
      { file: 'Main.java', line: 6, message: /^java\.lang\.ArithmeticException: \/ by zero$/ },
    ],
  },
  {
    name: 'a JavaScript ReferenceError, at the throwing line and its caller',
    language: 'javascript',
    files: [{ name: 'main.js', content: 'function greet(n) {\n  return "Hi " + nme;\n}\nconsole.log(greet("Asha"));\n' }],
    expected: [
      { file: 'main.js', line: 2, message: /^ReferenceError: nme is not defined$/ },
      { file: 'main.js', line: 4, message: /^ReferenceError: nme is not defined$/ },
    ],
  },
  {
    name: 'a JavaScript syntax error',
    language: 'javascript',
    files: [{ name: 'main.js', content: 'const a = 1;\nconst b = {;\nconsole.log(a);\n' }],
    expected: [{ file: 'main.js', line: 2, message: /^SyntaxError: Unexpected token/ }],
  },
  {
    name: 'a JavaScript TypeError thrown in a required file of the project',
    language: 'javascript',
    files: [
      { name: 'main.js', content: 'const { area } = require("./shapes");\nconsole.log(area(2));\n' },
      { name: 'shapes.js', content: 'exports.area = (r) => {\n  return r.toFixed(2).round();\n};\n' },
    ],
    expected: [
      { file: 'shapes.js', line: 2, message: /^TypeError: .*round is not a function$/ },
      { file: 'main.js', line: 2, message: /^TypeError: .*round is not a function$/ },
    ],
  },
  {
    name: 'TypeScript type errors',
    language: 'typescript',
    files: [{ name: 'main.ts', content: 'const count: number = "three";\nfunction shout(x: number) {\n  return x.toUpperCase();\n}\nconsole.log(count, shout(1));\n' }],
    expected: [
      { file: 'main.ts', line: 1, message: /Type 'string' is not assignable to type 'number'/ },
      { file: 'main.ts', line: 3, message: /Property 'toUpperCase' does not exist on type 'number'/ },
    ],
  },
  {
    name: 'a Go variable declared and not used',
    language: 'go',
    files: [{ name: 'main.go', content: 'package main\n\nimport "fmt"\n\nfunc main() {\n\tx := 1\n\tfmt.Println("hi")\n}\n' }],
    expected: [{ file: 'main.go', line: 6, message: /not used/ }],
  },
  {
    name: 'a Go panic, with its message rather than the frame address',
    language: 'go',
    files: [{ name: 'main.go', content: 'package main\n\nimport "fmt"\n\nfunc main() {\n\tvar xs []int\n\tfmt.Println(xs[3])\n}\n' }],
    expected: [{ file: 'main.go', line: 7, message: /^panic: runtime error: index out of range/ }],
  },
  {
    name: 'a Rust type error',
    language: 'rust',
    files: [{ name: 'main.rs', content: 'fn main() {\n    let x: i32 = "a";\n    println!("{}", x);\n}\n' }],
    expected: [{ file: 'main.rs', line: 2, message: /^mismatched types$/ }],
  },
  {
    name: 'a Rust call with too few arguments, without the note that points at the function',
    language: 'rust',
    files: [{ name: 'main.rs', content: 'fn add(a: i32, b: i32) -> i32 {\n    a + b\n}\nfn main() {\n    println!("{}", add(1));\n}\n' }],
    expected: [{ file: 'main.rs', line: 5, message: /takes 2 arguments but 1 argument was supplied/ }],
  },
  {
    name: 'a Rust warning, as a warning',
    language: 'rust',
    files: [{ name: 'main.rs', content: 'fn main() {\n    let unused = 1;\n    println!("ok");\n}\n' }],
    expected: [{ file: 'main.rs', line: 2, severity: 'warning', message: /unused variable/ }],
  },
  {
    name: 'a Rust panic, with its message',
    language: 'rust',
    files: [{ name: 'main.rs', content: 'fn main() {\n    let v: Vec<i32> = Vec::new();\n    println!("{}", v[3]);\n}\n' }],
    expected: [{ file: 'main.rs', line: 3, message: /index out of bounds: the len is 0 but the index is 3/ }],
  },
];

let r: RunnerApp;
beforeAll(async () => {
  // Generous limits: this file is about what the tools print, not about how fast a busy machine compiles.
  r = await createRunnerApp({ RUNNER_COMPILE_TIMEOUT_MS: '60000', RUNNER_RUN_TIMEOUT_MS: '20000' });
});
afterAll(async () => r?.close());

describe('errors from the real compilers and interpreters, mapped to file and line', () => {
  it.each(cases.map((c) => [c.name, c] as const))('%s', async (_name, c) => {
    const res = await r.execute({ language: c.language, version: '*', files: c.files });
    expect(res.status).toBe(200);
    const reply = executeReply.parse(res.json);
    const output = (reply.compile?.output ?? '') + (reply.run?.output ?? '');
    const problems = mapOutputProblems(output, c.files.map((f) => f.name));
    expect(problems, output).toEqual(
      c.expected.map((e) => expect.objectContaining({ file: e.file, line: e.line, severity: e.severity ?? 'error', message: expect.stringMatching(e.message) })),
    );
  }, 120_000);
});
