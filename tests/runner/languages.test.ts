import { runtimesReply } from '@shared/api/runner';
import { playgroundLanguages } from '@shared/playground/languages';
import { languageTable } from '@server/runner/languages';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer } from '../server/support/accounts';
import { createRunnerApp, type RunnerApp } from './runner-app';

/** Each language the runner supports: a hello world and a program that reads a line of stdin, through HTTP. */
const programs: Array<{ language: string; hello: string; echo: string; name?: string }> = [
  { language: 'python', hello: 'print("Namaste")', echo: 'name = input()\nprint(f"Hello, {name}!")' },
  { language: 'javascript', hello: 'console.log("Namaste")', echo: 'const s = require("fs").readFileSync(0, "utf8").trim();\nconsole.log(`Hello, ${s}!`)' },
  {
    language: 'typescript',
    hello: 'const greeting: string = "Namaste";\nconsole.log(greeting);',
    echo: 'import { readFileSync } from "fs";\nconst name: string = readFileSync(0, "utf8").trim();\nconsole.log(`Hello, ${name}!`);',
  },
  { language: 'c', hello: '#include <stdio.h>\nint main(void) { puts("Namaste"); return 0; }', echo: '#include <stdio.h>\nint main(void) { char n[64]; if (scanf("%63s", n) != 1) return 1; printf("Hello, %s!\\n", n); return 0; }' },
  {
    language: 'c++',
    hello: '#include <iostream>\nint main() { std::cout << "Namaste" << std::endl; }',
    echo: '#include <iostream>\n#include <string>\nint main() { std::string n; std::getline(std::cin, n); std::cout << "Hello, " << n << "!" << std::endl; }',
  },
  {
    language: 'java',
    name: 'Main.java',
    hello: 'public class Main { public static void main(String[] a) { System.out.println("Namaste"); } }',
    echo: 'import java.util.Scanner;\npublic class Main { public static void main(String[] a) { Scanner s = new Scanner(System.in); System.out.println("Hello, " + s.nextLine() + "!"); } }',
  },
  {
    language: 'go',
    hello: 'package main\nimport "fmt"\nfunc main() { fmt.Println("Namaste") }',
    echo: 'package main\nimport (\n"bufio"\n"fmt"\n"os"\n"strings"\n)\nfunc main() { r := bufio.NewReader(os.Stdin); s, _ := r.ReadString(10); fmt.Printf("Hello, %s!\\n", strings.TrimSpace(s)) }',
  },
  { language: 'ruby', hello: 'puts "Namaste"', echo: 'name = gets.chomp\nputs "Hello, #{name}!"' },
  { language: 'php', hello: '<?php echo "Namaste\\n";', echo: '<?php $n = trim(fgets(STDIN)); echo "Hello, $n!\\n";' },
  { language: 'bash', hello: 'echo Namaste', echo: 'read -r name\necho "Hello, $name!"' },
  { language: 'sql', hello: "SELECT 'Namaste' AS greeting;", echo: "CREATE TABLE t(name TEXT);\nINSERT INTO t VALUES ('Asha');\nSELECT 'Hello, ' || name || '!' AS greeting FROM t;" },
  { language: 'perl', hello: 'print "Namaste\\n";', echo: 'my $n = <STDIN>; chomp $n; print "Hello, $n!\\n";' },
  { language: 'lua', hello: 'print("Namaste")', echo: 'local n = io.read("l")\nprint("Hello, " .. n .. "!")' },
  {
    language: 'csharp',
    hello: 'using System;\nclass Program { static void Main() { Console.WriteLine("Namaste"); } }',
    echo: 'using System;\nclass Program { static void Main() { var n = Console.ReadLine(); Console.WriteLine($"Hello, {n}!"); } }',
  },
  { language: 'kotlin', hello: 'fun main() {\n    println("Namaste")\n}', echo: 'fun main() {\n    val n = readLine() ?: ""\n    println("Hello, $n!")\n}' },
  {
    language: 'scala',
    hello: 'object Main {\n  def main(args: Array[String]): Unit = println("Namaste")\n}',
    echo: 'object Greeter {\n  def main(args: Array[String]): Unit = {\n    val n = scala.io.StdIn.readLine()\n    println(s"Hello, $n!")\n  }\n}',
  },
  { language: 'r', hello: 'cat("Namaste\\n")', echo: 'n <- readLines(file("stdin"), n = 1)\ncat(sprintf("Hello, %s!\\n", n))' },
  { language: 'rust', hello: 'fn main() { println!("Namaste"); }', echo: 'use std::io::Read;\nfn main() { let mut s = String::new(); std::io::stdin().read_to_string(&mut s).unwrap(); println!("Hello, {}!", s.trim()); }' },
];

/** Kotlin and Scala may compile for up to 30 s (their own limit) on a busy machine; the test waits for that. */
const compileBudgetMs = 45_000;

let r: RunnerApp;
beforeAll(async () => {
  r = await createRunnerApp();
});
afterAll(async () => r?.close());

describe('the runtimes list', () => {
  it('lists the installed languages with versions and aliases, to signed-in learners only', async () => {
    const anonymous = await r.t.app.inject({ method: 'GET', url: '/api/v2/piston/runtimes' });
    expect(anonymous.statusCode).toBe(401);
    const res = await r.t.app.inject({ method: 'GET', url: '/api/v2/piston/runtimes', headers: bearer(r.token) });
    expect(res.statusCode).toBe(200);
    const runtimes = runtimesReply.parse(res.json());
    const names = runtimes.map((rt) => rt.language);
    for (const p of programs) expect(names.includes(p.language) || runtimes.some((rt) => rt.aliases.includes(p.language)), p.language).toBe(true);
    expect(runtimes.find((rt) => rt.language === 'python')?.version).toMatch(/^3\.\d+\.\d+$/);
  });

  it('has a toolchain for every playground language but Swift and Dart, which only a Piston runner offers', () => {
    const local = languageTable();
    const missing = playgroundLanguages.filter((language) => !local.some((spec) => spec.language === language.piston || spec.aliases.includes(language.piston)));
    expect(missing.map((language) => language.piston)).toEqual(['swift', 'dart']);
  });

  it('refuses to run code for a visitor without a token', async () => {
    const res = await r.t.app.inject({ method: 'POST', url: '/api/v2/piston/execute', payload: { language: 'python', files: [{ content: 'print(1)' }] } });
    expect(res.statusCode).toBe(401);
  });
});

describe.each(programs.map((p) => [p.language, p] as const))('%s', (_language, program) => {
  it('prints hello world', async () => {
    const reply = await r.run(program.language, program.hello, '', program.name);
    expect(reply.run.stdout.trim().split('\n').pop()).toMatch(/Namaste/);
    expect(reply.run.code).toBe(0);
   }, compileBudgetMs);

  it('reads stdin', async () => {
    const reply = await r.run(program.language, program.echo, 'Asha\n', program.name);
    expect(reply.run.stdout).toContain('Hello, Asha!');
    expect(reply.run.code).toBe(0);
   }, compileBudgetMs);
});

it('reports a compile error in the compile stage and does not run the program', async () => {
  const reply = await r.run('c', '#include <stdio.h>\nint main(void) {\n  printf("x")\n  return 0;\n}');
  expect(reply.compile?.code).not.toBe(0);
  expect(reply.compile?.stderr).toMatch(/main\.c:3:\d+: error/);
  // As in Piston: no run stage, so no `run` in the reply.
  expect(reply).not.toHaveProperty('run');
});

it('passes args and keeps several files together', async () => {
  const res = await r.execute({
    language: 'python',
    files: [
      { name: 'main.py', content: 'import sys\nfrom helpers.greet import hello\nprint(hello(sys.argv[1]))' },
      { name: 'helpers/greet.py', content: 'def hello(n):\n    return "Hello, " + n' },
      { name: 'Notes (draft) — पहला.txt', content: 'any name a learner gives a file' },
    ],
    args: ['Ravi'],
  });
  expect(res.status).toBe(200);
  expect((res.json as { run: { stdout: string } }).run.stdout).toBe('Hello, Ravi\n');
});

it('hands arguments over exactly, quotes and newlines included', async () => {
  const res = await r.execute({ language: 'python', files: [{ content: 'import sys\nprint(repr(sys.argv[1:]))' }], args: ["it's", 'two\nlines', '$HOME', ''] });
  expect((res.json as { run: { stdout: string } }).run.stdout).toBe(`["it's", 'two\\nlines', '$HOME', '']\n`);
});

it('honours a shorter run_timeout and a smaller run_memory_limit asked for in the request', async () => {
  const [slow, big] = await Promise.all([
    r.execute({ language: 'python', files: [{ content: 'while True:\n    pass' }], run_timeout: 1000 }),
    r.execute({ language: 'python', files: [{ content: 'x = bytearray(100 * 1024 * 1024)\nprint("fits")' }], run_memory_limit: 64 * 1024 * 1024 }),
  ]);
  expect((slow.json as { run: { message: string } }).run.message).toBe('Time limit reached: the program ran for more than 1 s and was stopped.');
  expect((big.json as { run: { message: string } }).run.message).toBe('Memory limit reached: the program tried to use more than 64 MB.');
});
