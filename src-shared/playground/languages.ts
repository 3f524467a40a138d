/**
 * The playground's languages (product.md §1.9: 20 executable languages with fixed versions). `piston`
 * and `version` are what Piston's public packages call them; our runner answers for what this
 * machine really has (GET /api/v2/piston/runtimes), so the renderer prefers the version found there.
 */
export interface PlaygroundLanguage {
  piston: string;
  version: string;
  label: string;
  extensions: readonly string[];
  /** Monaco's language id for files of this language. */
  mode: string;
  /** What a new file of this language starts with. */
  starter: string;
}

export const playgroundLanguages: readonly PlaygroundLanguage[] = [
  { piston: 'python', version: '3.10.0', label: 'Python', extensions: ['py'], mode: 'python', starter: 'name = input("What is your name? ")\nprint(f"Hello, {name}!")\n' },
  { piston: 'javascript', version: '18.15.0', label: 'JavaScript', extensions: ['js', 'mjs', 'cjs'], mode: 'javascript', starter: 'console.log("Hello, Kodeshala!");\n' },
  { piston: 'typescript', version: '5.0.3', label: 'TypeScript', extensions: ['ts'], mode: 'typescript', starter: 'const greeting: string = "Hello, Kodeshala!";\nconsole.log(greeting);\n' },
  { piston: 'c', version: '10.2.0', label: 'C', extensions: ['c'], mode: 'c', starter: '#include <stdio.h>\n\nint main(void) {\n    printf("Hello, Kodeshala!\\n");\n    return 0;\n}\n' },
  { piston: 'c++', version: '10.2.0', label: 'C++', extensions: ['cpp', 'cc', 'cxx'], mode: 'cpp', starter: '#include <iostream>\n\nint main() {\n    std::cout << "Hello, Kodeshala!" << std::endl;\n    return 0;\n}\n' },
  { piston: 'java', version: '15.0.2', label: 'Java', extensions: ['java'], mode: 'java', starter: 'public class Main {\n    public static void main(String[] args) {\n        System.out.println("Hello, Kodeshala!");\n    }\n}\n' },
  { piston: 'csharp', version: '6.12.0', label: 'C#', extensions: ['cs'], mode: 'csharp', starter: 'using System;\n\nclass Program {\n    static void Main() {\n        Console.WriteLine("Hello, Kodeshala!");\n    }\n}\n' },
  { piston: 'go', version: '1.16.2', label: 'Go', extensions: ['go'], mode: 'go', starter: 'package main\n\nimport "fmt"\n\nfunc main() {\n\tfmt.Println("Hello, Kodeshala!")\n}\n' },
  { piston: 'ruby', version: '3.0.1', label: 'Ruby', extensions: ['rb'], mode: 'ruby', starter: 'puts "Hello, Kodeshala!"\n' },
  { piston: 'php', version: '8.2.3', label: 'PHP', extensions: ['php'], mode: 'php', starter: '<?php\necho "Hello, Kodeshala!\\n";\n' },
  { piston: 'swift', version: '5.3.3', label: 'Swift', extensions: ['swift'], mode: 'swift', starter: 'print("Hello, Kodeshala!")\n' },
  { piston: 'kotlin', version: '1.8.20', label: 'Kotlin', extensions: ['kt'], mode: 'kotlin', starter: 'fun main() {\n    println("Hello, Kodeshala!")\n}\n' },
  { piston: 'rust', version: '1.68.2', label: 'Rust', extensions: ['rs'], mode: 'rust', starter: 'fn main() {\n    println!("Hello, Kodeshala!");\n}\n' },
  { piston: 'scala', version: '3.2.2', label: 'Scala', extensions: ['scala'], mode: 'scala', starter: 'object Main {\n  def main(args: Array[String]): Unit = {\n    println("Hello, Kodeshala!")\n  }\n}\n' },
  { piston: 'perl', version: '5.36.0', label: 'Perl', extensions: ['pl'], mode: 'perl', starter: 'print "Hello, Kodeshala!\\n";\n' },
  { piston: 'lua', version: '5.4.4', label: 'Lua', extensions: ['lua'], mode: 'lua', starter: 'print("Hello, Kodeshala!")\n' },
  { piston: 'r', version: '4.1.1', label: 'R', extensions: ['r'], mode: 'r', starter: 'cat("Hello, Kodeshala!\\n")\n' },
  { piston: 'bash', version: '5.2.0', label: 'Bash', extensions: ['sh', 'bash'], mode: 'shell', starter: 'echo "Hello, Kodeshala!"\n' },
  { piston: 'sqlite3', version: '3.36.0', label: 'SQL (SQLite)', extensions: ['sql'], mode: 'sql', starter: "SELECT 'Hello, Kodeshala!';\n" },
  { piston: 'dart', version: '2.19.6', label: 'Dart', extensions: ['dart'], mode: 'dart', starter: "void main() {\n  print('Hello, Kodeshala!');\n}\n" },
];

/** Names a lesson sample may carry for its language ("Open in Playground"). */
const aliases: Record<string, string> = {
  py: 'python', python3: 'python', js: 'javascript', node: 'javascript', nodejs: 'javascript', ts: 'typescript',
  cpp: 'c++', 'c++': 'c++', cs: 'csharp', 'c#': 'csharp', golang: 'go', rb: 'ruby', kt: 'kotlin', rs: 'rust',
  sh: 'bash', shell: 'bash', sql: 'sqlite3', sqlite: 'sqlite3',
};

export function languageByName(name: string): PlaygroundLanguage | undefined {
  const key = name.trim().toLowerCase();
  const piston = aliases[key] ?? key;
  return playgroundLanguages.find((language) => language.piston === piston);
}

export function languageByExtension(extension: string): PlaygroundLanguage | undefined {
  const ext = extension.toLowerCase();
  return playgroundLanguages.find((language) => language.extensions.includes(ext));
}
