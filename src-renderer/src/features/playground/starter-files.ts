import type { PlaygroundFile } from '@shared/api/playground';
import { textsOf } from '../../core/i18n';
import './playground-texts';

/** What a learner sees the first time: a small web page and a Python program. */
export const starterFiles: PlaygroundFile[] = [
  {
    name: 'index.html',
    mode: 'html',
    content: `<!doctype html>
<html>
  <head>
    <meta charset="utf-8">
    <title>My page</title>
    <link rel="stylesheet" href="style.css">
  </head>
  <body>
    <h1>Hello, Kodeshala!</h1>
    <button id="greet">Say hello</button>
    <script src="script.js"></script>
  </body>
</html>
`,
  },
  { name: 'style.css', mode: 'css', content: 'body {\n  font-family: sans-serif;\n  padding: 1rem;\n}\n\nh1 {\n  color: #1c7ed6;\n}\n' },
  {
    name: 'script.js',
    mode: 'javascript',
    content: "document.getElementById('greet').addEventListener('click', () => {\n  console.log('Hello from script.js');\n});\n",
  },
  { name: 'main.py', mode: 'python', content: 'name = input("What is your name? ")\nprint(f"Namaste, {name}!")\n' },
];

/** A new project's name, in the language the interface speaks when it is made; the learner can rename it. */
export const untitledProject = (): string => textsOf<'untitledProject'>('playground')('untitledProject');
