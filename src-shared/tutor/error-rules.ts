import type { ChatLanguage } from '../api/chat';

/**
 * The offline tutor's table of beginner errors: what a message in a run's output means
 * and how to fix it, in the three chat languages. Rules are tried in order; within a `group` only
 * the first match counts, so a specific message wins over the bare exception name.
 */
export type Localised = Record<ChatLanguage, string>;

export interface ErrorRule {
  id: string;
  group: string;
  language: 'python' | 'javascript' | 'c' | 'java';
  pattern: RegExp;
  title: Localised;
  explain: Localised;
  fix: Localised;
  /** English words that find the lessons teaching this, for the retrieval tutor. */
  searchTerms: string;
  example?: { language: string; code: string };
}

export interface RecognisedError {
  rule: ErrorRule;
  /** The offending value or name the message quotes, when it quotes one. */
  detail: string | undefined;
  /** The line of the output that matched. */
  line: string;
}

export const errorRules: readonly ErrorRule[] = [
  {
    id: 'python-value-float',
    group: 'python-ValueError',
    language: 'python',
    pattern: /ValueError: could not convert string to float: '([^'\n]*)'/,
    title: { en: 'ValueError: the text is not a number', hi: 'ValueError: यह text संख्या नहीं है', te: 'ValueError: ఈ text సంఖ్య కాదు' },
    explain: {
      en: '`float()` turns text such as "12.5" into a decimal number, but it fails on letters, commas (1,000) or an empty line.',
      hi: '`float()` "12.5" जैसे text को दशमलव संख्या में बदलता है, लेकिन अक्षर, comma (1,000) या खाली line पर fail हो जाता है।',
      te: '`float()` "12.5" లాంటి text ను దశాంశ సంఖ్యగా మారుస్తుంది, కానీ అక్షరాలు, comma (1,000) లేదా ఖాళీ line ఉంటే విఫలమవుతుంది.',
    },
    fix: {
      en: 'Type digits with at most one decimal point, such as 12.5, and remove commas. Catch `ValueError` with `try`/`except` to ask again.',
      hi: 'केवल अंक और ज़्यादा से ज़्यादा एक दशमलव बिंदु टाइप करें, जैसे 12.5, और comma हटा दें। दोबारा पूछने के लिए `try`/`except` से `ValueError` पकड़ें।',
      te: 'అంకెలు, గరిష్ఠంగా ఒక దశాంశ బిందువు మాత్రమే టైప్ చేయండి, ఉదా. 12.5, comma లు తీసేయండి. మళ్ళీ అడగడానికి `try`/`except` తో `ValueError` ను పట్టుకోండి.',
    },
    searchTerms: 'float input convert decimal ValueError',
  },
  {
    id: 'python-value-int',
    group: 'python-ValueError',
    language: 'python',
    pattern: /ValueError(?:: invalid literal for int\(\) with base 10: '([^'\n]*)')?/,
    title: { en: 'ValueError: the text is not a whole number', hi: 'ValueError: यह text पूरी संख्या नहीं है', te: 'ValueError: ఈ text పూర్ణ సంఖ్య కాదు' },
    explain: {
      en: '`int()` can only turn text that looks like a whole number into a number. `input()` always gives text, so `int(input())` fails when someone types letters, a decimal like 12.5, only spaces, or nothing at all.',
      hi: '`int()` केवल उसी text को number में बदल सकता है जो पूरी संख्या (whole number) जैसा दिखे। `input()` हमेशा text (string) देता है, इसलिए जब कोई अक्षर, 12.5 जैसा दशमलव, सिर्फ़ spaces या कुछ भी नहीं टाइप करता है, तो `int(input())` fail हो जाता है।',
      te: '`int()` పూర్ణ సంఖ్య (whole number) లా కనిపించే text ను మాత్రమే number గా మార్చగలదు. `input()` ఎప్పుడూ text (string) నే ఇస్తుంది, కాబట్టి అక్షరాలు, 12.5 లాంటి దశాంశం, ఖాళీలు మాత్రమే లేదా ఏమీ టైప్ చేయకపోతే `int(input())` విఫలమవుతుంది.',
    },
    fix: {
      en: 'Type a whole number such as 15 when the program waits (in the playground, put it in the Input tab before you run). Use `float()` for decimals. To keep the program running after a wrong answer, wrap the conversion in `try:` / `except ValueError:`.',
      hi: 'जब program इंतज़ार करे तब 15 जैसी पूरी संख्या टाइप करें (playground में run करने से पहले उसे Input tab में लिखें)। दशमलव के लिए `float()` इस्तेमाल करें। गलत जवाब के बाद भी program चलता रहे, इसके लिए conversion को `try:` / `except ValueError:` में रखें।',
      te: 'Program ఎదురుచూస్తున్నప్పుడు 15 లాంటి పూర్ణ సంఖ్యను టైప్ చేయండి (playground లో run చేసే ముందు దాన్ని Input tab లో రాయండి). దశాంశాల కోసం `float()` వాడండి. తప్పు జవాబు వచ్చినా program ఆగకుండా ఉండాలంటే, conversion ను `try:` / `except ValueError:` లో పెట్టండి.',
    },
    searchTerms: 'int input convert whole number ValueError',
    example: { language: 'python', code: 'try:\n    age = int(input("Your age: "))\n    print("Next year you will be", age + 1)\nexcept ValueError:\n    print("Please type a whole number, like 15.")\n' },
  },
  {
    id: 'python-eof',
    group: 'python-EOFError',
    language: 'python',
    pattern: /EOFError(?:: EOF when reading a line)?/,
    title: { en: 'EOFError: the program asked for input that never came', hi: 'EOFError: program ने input माँगा, पर वह मिला नहीं', te: 'EOFError: program input అడిగింది, కానీ అది రాలేదు' },
    explain: {
      en: '`input()` waited for a line, but the program’s input was empty. In the playground a run cannot type for you.',
      hi: '`input()` एक line का इंतज़ार कर रहा था, लेकिन program का input खाली था। Playground में run अपने आप आपके लिए टाइप नहीं कर सकता।',
      te: '`input()` ఒక line కోసం ఎదురుచూసింది, కానీ program కు ఇచ్చిన input ఖాళీగా ఉంది. Playground లో run మీ బదులు టైప్ చేయలేదు.',
    },
    fix: {
      en: 'Write the answers your program asks for in the Input tab, one per line, then run again.',
      hi: 'Program जो जवाब माँगता है उन्हें Input tab में लिखें, हर जवाब अलग line में, फिर दोबारा run करें।',
      te: 'Program అడిగే జవాబులను Input tab లో, ఒక్కో జవాబు ఒక్కో line లో రాసి, మళ్ళీ run చేయండి.',
    },
    searchTerms: 'input read line user',
  },
  {
    id: 'python-name',
    group: 'python-NameError',
    language: 'python',
    pattern: /NameError(?:: name '([^'\n]+)' is not defined)?/,
    title: { en: 'NameError: Python does not know this name', hi: 'NameError: Python यह नाम नहीं जानता', te: 'NameError: Python కు ఈ పేరు తెలియదు' },
    explain: {
      en: 'Python met a name it has never seen. Usually it is a spelling or capital-letter difference (`Print`, `nmae`), a variable used before the line that creates it, or text that needs quotes (`print(hello)` instead of `print("hello")`).',
      hi: 'Python को ऐसा नाम मिला जो उसने पहले कभी नहीं देखा। अक्सर यह spelling या capital letter का फ़र्क होता है (`Print`, `nmae`), variable को बनाने वाली line से पहले इस्तेमाल करना, या ऐसा text जिसे quotes चाहिए (`print("hello")` की जगह `print(hello)`)।',
      te: 'Python ఇంతకు ముందు చూడని ఒక పేరును కలిసింది. సాధారణంగా ఇది spelling లేదా capital letter తేడా (`Print`, `nmae`), variable ను సృష్టించే line కంటే ముందే వాడటం, లేదా quotes అవసరమైన text (`print("hello")` బదులు `print(hello)`).',
    },
    fix: {
      en: 'Check the spelling on the line in the traceback, create the variable before you use it, and put quotes around text.',
      hi: 'Traceback में दी गई line पर spelling जाँचें, variable को इस्तेमाल करने से पहले बनाएँ, और text के चारों ओर quotes लगाएँ।',
      te: 'Traceback లో చూపిన line లో spelling సరిచూడండి, variable ను వాడే ముందు సృష్టించండి, text చుట్టూ quotes పెట్టండి.',
    },
    searchTerms: 'variable name assign spelling',
  },
  {
    id: 'python-indentation',
    group: 'python-IndentationError',
    language: 'python',
    pattern: /IndentationError|TabError/,
    title: { en: 'IndentationError: the spaces at the start of a line are wrong', hi: 'IndentationError: line की शुरुआत की spaces गलत हैं', te: 'IndentationError: line ప్రారంభంలోని spaces తప్పుగా ఉన్నాయి' },
    explain: {
      en: 'Python uses the spaces at the start of a line to know which lines belong together. After a line ending in `:` (if, for, def, while) the next line must be indented, and the lines of one block must start at the same column.',
      hi: 'Python line की शुरुआत की spaces से समझता है कि कौन-सी lines एक साथ हैं। `:` पर ख़त्म होने वाली line (if, for, def, while) के बाद अगली line अंदर खिसकी (indented) होनी चाहिए, और एक block की सभी lines एक ही column से शुरू होनी चाहिए।',
      te: 'ఏ lines కలిసి ఉంటాయో తెలుసుకోవడానికి Python line ప్రారంభంలోని spaces ను వాడుతుంది. `:` తో ముగిసే line (if, for, def, while) తర్వాత వచ్చే line లోపలికి జరిపి (indent) ఉండాలి, ఒకే block లోని lines అన్నీ ఒకే column నుంచి మొదలవ్వాలి.',
    },
    fix: {
      en: 'Indent blocks with 4 spaces, never mix tabs and spaces, and line up the lines of one block exactly.',
      hi: 'Block को 4 spaces से indent करें, tabs और spaces कभी न मिलाएँ, और एक block की lines को बिल्कुल एक सीध में रखें।',
      te: 'Blocks ను 4 spaces తో indent చేయండి, tabs మరియు spaces ను కలపకండి, ఒకే block lines ను సరిగ్గా ఒకే వరుసలో ఉంచండి.',
    },
    searchTerms: 'indentation spaces block if colon',
  },
  {
    id: 'python-type-mix',
    group: 'python-TypeError',
    language: 'python',
    pattern: /TypeError: (?:can only concatenate str \(not "(\w+)"\) to str|unsupported operand type\(s\) for [^:\n]+: '(\w+)' and '\w+')/,
    title: { en: 'TypeError: text and numbers were mixed', hi: 'TypeError: text और numbers को मिला दिया गया', te: 'TypeError: text మరియు numbers కలిపారు' },
    explain: {
      en: 'Python will not add text (`str`) and a number (`int`) together: `"Age: " + 15` and `input() + 1` both fail, because `input()` gives text.',
      hi: 'Python text (`str`) और number (`int`) को आपस में नहीं जोड़ता: `"Age: " + 15` और `input() + 1` दोनों fail होते हैं, क्योंकि `input()` text देता है।',
      te: 'Python text (`str`) ను number (`int`) తో కలపదు: `"Age: " + 15` మరియు `input() + 1` రెండూ విఫలమవుతాయి, ఎందుకంటే `input()` text ఇస్తుంది.',
    },
    fix: {
      en: 'Convert first: `int(text)` to do maths, `str(number)` to join text, or let an f-string do it: `print(f"Age: {age}")`.',
      hi: 'पहले बदलें: गणित के लिए `int(text)`, text जोड़ने के लिए `str(number)`, या f-string इस्तेमाल करें: `print(f"Age: {age}")`।',
      te: 'ముందు మార్చండి: లెక్కల కోసం `int(text)`, text కలపడానికి `str(number)`, లేదా f-string వాడండి: `print(f"Age: {age}")`.',
    },
    searchTerms: 'string number convert str int f-string',
  },
  {
    id: 'python-zero-division',
    group: 'python-ZeroDivisionError',
    language: 'python',
    pattern: /ZeroDivisionError/,
    title: { en: 'ZeroDivisionError: division by zero', hi: 'ZeroDivisionError: शून्य से भाग', te: 'ZeroDivisionError: సున్నాతో భాగహారం' },
    explain: {
      en: 'A number was divided by 0 (with `/`, `//` or `%`), which has no answer.',
      hi: 'किसी संख्या को 0 से भाग दिया गया (`/`, `//` या `%` से), जिसका कोई उत्तर नहीं होता।',
      te: 'ఒక సంఖ్యను 0 తో భాగించారు (`/`, `//` లేదా `%` తో), దానికి జవాబు లేదు.',
    },
    fix: {
      en: 'Check the divisor before dividing (`if count != 0:`); often the 0 came from an empty list or an input of 0.',
      hi: 'भाग देने से पहले भाजक जाँचें (`if count != 0:`); अक्सर यह 0 खाली list या 0 वाले input से आता है।',
      te: 'భాగించే ముందు భాజకాన్ని సరిచూడండి (`if count != 0:`); తరచుగా ఈ 0 ఖాళీ list నుంచి లేదా 0 input నుంచి వస్తుంది.',
    },
    searchTerms: 'division divide zero',
  },
  {
    id: 'python-index',
    group: 'python-IndexError',
    language: 'python',
    pattern: /IndexError: (?:list|string|tuple) index out of range/,
    title: { en: 'IndexError: there is no item at that position', hi: 'IndexError: उस स्थान पर कोई item नहीं है', te: 'IndexError: ఆ స్థానంలో item లేదు' },
    explain: {
      en: 'Positions start at 0, so a list of 3 items has positions 0, 1 and 2; asking for position 3 fails.',
      hi: 'स्थान (index) 0 से शुरू होते हैं, इसलिए 3 items वाली list में स्थान 0, 1 और 2 होते हैं; स्थान 3 माँगने पर error आता है।',
      te: 'స్థానాలు (index) 0 నుంచి మొదలవుతాయి, కాబట్టి 3 items ఉన్న list లో స్థానాలు 0, 1, 2; స్థానం 3 అడిగితే error వస్తుంది.',
    },
    fix: {
      en: 'Use `len(items)` to check the size, loop with `for item in items:`, and remember the last item is `items[-1]`.',
      hi: 'आकार जाँचने के लिए `len(items)` इस्तेमाल करें, `for item in items:` से loop चलाएँ, और याद रखें कि आख़िरी item `items[-1]` है।',
      te: 'పరిమాణం తెలుసుకోవడానికి `len(items)` వాడండి, `for item in items:` తో loop చేయండి, చివరి item `items[-1]` అని గుర్తుంచుకోండి.',
    },
    searchTerms: 'list index position len',
  },
  {
    id: 'javascript-type-undefined',
    group: 'javascript-TypeError',
    language: 'javascript',
    pattern: /TypeError: Cannot read propert(?:y|ies) of (?:undefined|null)(?: \(reading '([^'\n]+)'\))?/,
    title: { en: 'TypeError: reading a property of undefined', hi: 'TypeError: undefined की property पढ़ी गई', te: 'TypeError: undefined యొక్క property చదివారు' },
    explain: {
      en: 'The code asked for a property (`.name`, `.length`, `[0]`) of a value that is `undefined` or `null`: the variable was never given a value, a function returned nothing, or an element or object key does not exist.',
      hi: 'Code ने ऐसी value की property (`.name`, `.length`, `[0]`) माँगी जो `undefined` या `null` है: variable को कभी value नहीं मिली, function ने कुछ return नहीं किया, या element या object key मौजूद नहीं है।',
      te: '`undefined` లేదా `null` అయిన value యొక్క property (`.name`, `.length`, `[0]`) ను code అడిగింది: variable కు ఎప్పుడూ value ఇవ్వలేదు, function ఏమీ return చేయలేదు, లేదా ఆ element లేదా object key లేదు.',
    },
    fix: {
      en: 'Print the value just before that line (`console.log(value)`), make sure it is set first, or guard it with `value?.name`.',
      hi: 'उस line से ठीक पहले value print करें (`console.log(value)`), पक्का करें कि वह पहले set हो, या `value?.name` से बचाव करें।',
      te: 'ఆ line కు ముందు value ను print చేయండి (`console.log(value)`), అది ముందే set అయిందని నిర్ధారించుకోండి, లేదా `value?.name` తో కాపాడండి.',
    },
    searchTerms: 'undefined object property',
  },
  {
    id: 'javascript-type-not-function',
    group: 'javascript-TypeError',
    language: 'javascript',
    pattern: /TypeError: ([\w.$[\]]+) is not a function/,
    title: { en: 'TypeError: this is not a function', hi: 'TypeError: यह function नहीं है', te: 'TypeError: ఇది function కాదు' },
    explain: {
      en: 'The code called something with `()` that is not a function: usually a misspelt method (`arr.psuh`), a method of another type (`map` on an object), or a variable that replaced the function.',
      hi: 'Code ने `()` से किसी ऐसी चीज़ को call किया जो function नहीं है: अक्सर method की spelling गलत होती है (`arr.psuh`), किसी दूसरे type का method (object पर `map`), या किसी variable ने function की जगह ले ली।',
      te: 'Function కాని దాన్ని code `()` తో call చేసింది: సాధారణంగా method spelling తప్పు (`arr.psuh`), వేరే type యొక్క method (object పై `map`), లేదా function స్థానంలో ఒక variable వచ్చింది.',
    },
    fix: {
      en: 'Check the spelling and the type of the value (`console.log(typeof value)`), and call methods only on values that have them.',
      hi: 'Spelling और value का type जाँचें (`console.log(typeof value)`), और methods केवल उन्हीं values पर call करें जिनके पास वे हों।',
      te: 'Spelling ను, value type ను సరిచూడండి (`console.log(typeof value)`), methods ను అవి ఉన్న values పైనే call చేయండి.',
    },
    searchTerms: 'function call method',
  },
  {
    id: 'javascript-reference',
    group: 'javascript-ReferenceError',
    language: 'javascript',
    pattern: /ReferenceError(?:: (?:([\w$]+) is not defined|Cannot access '([\w$]+)' before initialization))?/,
    title: { en: 'ReferenceError: JavaScript does not know this name', hi: 'ReferenceError: JavaScript यह नाम नहीं जानता', te: 'ReferenceError: JavaScript కు ఈ పేరు తెలియదు' },
    explain: {
      en: 'The name was never declared, is misspelt (JavaScript cares about capitals: `console.Log`), is used before its `let`/`const` line, or was declared inside another block or function.',
      hi: 'यह नाम कभी declare नहीं हुआ, इसकी spelling गलत है (JavaScript capital letters का ध्यान रखता है: `console.Log`), इसे इसकी `let`/`const` line से पहले इस्तेमाल किया गया, या इसे किसी दूसरे block या function के अंदर declare किया गया।',
      te: 'ఈ పేరును ఎప్పుడూ declare చేయలేదు, spelling తప్పు (JavaScript capital letters ను పట్టించుకుంటుంది: `console.Log`), దాని `let`/`const` line కంటే ముందే వాడారు, లేదా వేరే block లేదా function లోపల declare చేశారు.',
    },
    fix: {
      en: 'Declare it with `let` or `const` before use, check spelling and capitals, and declare it where both places can see it.',
      hi: 'इस्तेमाल से पहले `let` या `const` से declare करें, spelling और capitals जाँचें, और उसे ऐसी जगह declare करें जहाँ दोनों जगहें उसे देख सकें।',
      te: 'వాడే ముందు `let` లేదా `const` తో declare చేయండి, spelling మరియు capitals సరిచూడండి, రెండు చోట్లా కనిపించే చోట declare చేయండి.',
    },
    searchTerms: 'let const variable declare scope',
  },
  {
    id: 'javascript-syntax',
    group: 'SyntaxError',
    language: 'javascript',
    pattern: /SyntaxError: (?:Unexpected (?:token|identifier|end of input|string|number)[^\n]*|missing \) after argument list|Invalid or unexpected token|Identifier '[\w$]+' has already been declared)/,
    title: { en: 'SyntaxError: JavaScript cannot read this code', hi: 'SyntaxError: JavaScript यह code पढ़ नहीं पा रहा', te: 'SyntaxError: JavaScript ఈ code ను చదవలేకపోతోంది' },
    explain: {
      en: 'The code breaks JavaScript’s grammar, so nothing ran: usually a missing or extra `)`, `}` or `]`, a quote that was not closed, or a `const` name declared twice.',
      hi: 'Code JavaScript के व्याकरण को तोड़ता है, इसलिए कुछ भी नहीं चला: अक्सर `)`, `}` या `]` छूट जाता है या ज़्यादा होता है, कोई quote बंद नहीं होता, या एक ही `const` नाम दो बार declare होता है।',
      te: 'Code JavaScript వ్యాకరణాన్ని తప్పుతోంది, అందుకే ఏదీ run కాలేదు: సాధారణంగా `)`, `}` లేదా `]` తప్పిపోవడం లేదా ఎక్కువవడం, మూయని quote, లేదా ఒకే `const` పేరును రెండుసార్లు declare చేయడం.',
    },
    fix: {
      en: 'Go to the line in the message, count opening and closing brackets in pairs, and let the editor’s bracket highlighting guide you.',
      hi: 'Message में दी गई line पर जाएँ, खुलने और बंद होने वाले brackets को जोड़ों में गिनें, और editor की bracket highlighting की मदद लें।',
      te: 'Message లోని line కు వెళ్ళి, తెరిచే మరియు మూసే brackets ను జంటలుగా లెక్కించండి, editor bracket highlighting సహాయం తీసుకోండి.',
    },
    searchTerms: 'syntax brackets function',
  },
  {
    id: 'python-syntax',
    group: 'SyntaxError',
    language: 'python',
    pattern: /SyntaxError/,
    title: { en: 'SyntaxError: Python cannot read this line', hi: 'SyntaxError: Python इस line को पढ़ नहीं पा रहा', te: 'SyntaxError: Python ఈ line ను చదవలేకపోతోంది' },
    explain: {
      en: 'The code breaks Python’s grammar before anything runs: most often a missing `:` after if/for/def/while, a bracket or quote that was opened but never closed, or `=` where `==` was meant.',
      hi: 'कुछ भी चलने से पहले ही code Python के व्याकरण (grammar) को तोड़ता है: अक्सर if/for/def/while के बाद `:` छूट जाता है, कोई bracket या quote खुला रह जाता है, या `==` की जगह `=` लिखा होता है।',
      te: 'ఏదీ run అవ్వక ముందే code Python వ్యాకరణాన్ని (grammar) తప్పుతోంది: చాలాసార్లు if/for/def/while తర్వాత `:` మర్చిపోవడం, తెరిచిన bracket లేదా quote మూయకపోవడం, లేదా `==` బదులు `=` రాయడం.',
    },
    fix: {
      en: 'Look at the line the error points to and the line above it; check colons, brackets and quotes in pairs.',
      hi: 'Error जिस line की ओर इशारा करे उसे और उसके ऊपर वाली line को देखें; colons, brackets और quotes को जोड़ों में जाँचें।',
      te: 'Error చూపిన line ను, దాని పై line ను చూడండి; colons, brackets, quotes జంటలుగా ఉన్నాయో సరిచూడండి.',
    },
    searchTerms: 'syntax colon if brackets quotes',
  },
  {
    id: 'c-missing-semicolon',
    group: 'c-semicolon',
    language: 'c',
    pattern: /error: expected ';' (?:before|after|at end of)[^\n]*/,
    title: { en: 'Compiler error: a semicolon is missing', hi: 'Compiler error: semicolon छूट गया है', te: 'Compiler error: semicolon తప్పిపోయింది' },
    explain: {
      en: 'In C every statement ends with `;`. The compiler noticed at the next word, so the missing `;` is usually at the end of the line above the one it names.',
      hi: 'C में हर statement `;` पर ख़त्म होता है। Compiler को यह अगले शब्द पर पता चला, इसलिए छूटा हुआ `;` अक्सर बताई गई line से ऊपर वाली line के अंत में होता है।',
      te: 'C లో ప్రతి statement `;` తో ముగుస్తుంది. Compiler దీన్ని తర్వాతి పదం దగ్గర గమనించింది, కాబట్టి తప్పిపోయిన `;` సాధారణంగా చెప్పిన line పై line చివర ఉంటుంది.',
    },
    fix: {
      en: 'Add `;` at the end of the previous statement (not after `if (...)`, `for (...)` or the `}` of a function).',
      hi: 'पिछले statement के अंत में `;` लगाएँ (`if (...)`, `for (...)` या function के `}` के बाद नहीं)।',
      te: 'ముందు statement చివర `;` పెట్టండి (`if (...)`, `for (...)` లేదా function `}` తర్వాత కాదు).',
    },
    searchTerms: 'statement semicolon',
  },
  {
    id: 'c-undeclared',
    group: 'c-undeclared',
    language: 'c',
    pattern: /error: (?:'(\w+)' undeclared|use of undeclared identifier '(\w+)')/,
    title: { en: 'Compiler error: a name is not declared', hi: 'Compiler error: नाम declare नहीं किया गया', te: 'Compiler error: పేరు declare చేయలేదు' },
    explain: {
      en: 'C must see a variable’s declaration (`int count = 0;`) before it is used, and names are case-sensitive.',
      hi: 'C को किसी variable का declaration (`int count = 0;`) उसके इस्तेमाल से पहले दिखना चाहिए, और नामों में छोटे-बड़े अक्षर का फ़र्क मायने रखता है।',
      te: 'C కు variable declaration (`int count = 0;`) అది వాడక ముందే కనిపించాలి, పేర్లలో చిన్న-పెద్ద అక్షరాల తేడా ముఖ్యం.',
    },
    fix: {
      en: 'Declare the variable with its type above the line, or fix the spelling.',
      hi: 'उस line से ऊपर variable को उसके type के साथ declare करें, या spelling ठीक करें।',
      te: 'ఆ line పైన variable ను దాని type తో declare చేయండి, లేదా spelling సరిచేయండి.',
    },
    searchTerms: 'variable declare type',
  },
  {
    id: 'c-implicit-declaration',
    group: 'c-implicit',
    language: 'c',
    pattern: /implicit declaration of function '(\w+)'/,
    title: { en: 'Compiler warning: a function is used without its header', hi: 'Compiler warning: function बिना header के इस्तेमाल हुआ', te: 'Compiler warning: header లేకుండా function వాడారు' },
    explain: {
      en: 'The compiler met a function it has not been told about: `printf` and `scanf` need `#include <stdio.h>`, `strlen` needs `<string.h>`, `sqrt` needs `<math.h>`; your own functions must be declared above `main`.',
      hi: 'Compiler को ऐसा function मिला जिसके बारे में उसे बताया नहीं गया: `printf` और `scanf` को `#include <stdio.h>` चाहिए, `strlen` को `<string.h>`, `sqrt` को `<math.h>`; अपने functions को `main` से ऊपर declare करना होता है।',
      te: 'Compiler కు తెలియజేయని ఒక function కనిపించింది: `printf`, `scanf` కు `#include <stdio.h>`, `strlen` కు `<string.h>`, `sqrt` కు `<math.h>` కావాలి; మీ సొంత functions ను `main` పైన declare చేయాలి.',
    },
    fix: {
      en: 'Add the right `#include` at the top, or write the function (or its prototype) before it is called.',
      hi: 'सबसे ऊपर सही `#include` जोड़ें, या function (या उसका prototype) उसे call करने से पहले लिखें।',
      te: 'పైన సరైన `#include` జోడించండి, లేదా function (లేదా దాని prototype) ను call చేసే ముందు రాయండి.',
    },
    searchTerms: 'include header function',
  },
  {
    id: 'java-null-pointer',
    group: 'java-NullPointerException',
    language: 'java',
    pattern: /NullPointerException/,
    title: { en: 'NullPointerException: using an object that is null', hi: 'NullPointerException: null object का इस्तेमाल', te: 'NullPointerException: null గా ఉన్న object ను వాడారు' },
    explain: {
      en: 'A variable that holds no object (`null`) was used with a dot: a String or array that was declared but never created with `new` or given a value.',
      hi: 'जिस variable में कोई object नहीं है (`null`) उसे dot के साथ इस्तेमाल किया गया: ऐसा String या array जिसे declare तो किया गया पर `new` से बनाया नहीं गया या value नहीं दी गई।',
      te: 'ఏ object లేని (`null`) variable ను dot తో వాడారు: declare చేసినా `new` తో సృష్టించని లేదా value ఇవ్వని String లేదా array.',
    },
    fix: {
      en: 'Find the variable on the line in the stack trace, give it a value before use (`String name = "";`, `new int[5]`), or check `if (x != null)`.',
      hi: 'Stack trace में दी गई line पर variable ढूँढें, इस्तेमाल से पहले उसे value दें (`String name = "";`, `new int[5]`), या `if (x != null)` जाँचें।',
      te: 'Stack trace లోని line లో ఆ variable ను కనుగొని, వాడే ముందు value ఇవ్వండి (`String name = "";`, `new int[5]`), లేదా `if (x != null)` తో సరిచూడండి.',
    },
    searchTerms: 'object null new',
  },
  {
    id: 'java-index-out-of-bounds',
    group: 'java-IndexOutOfBounds',
    language: 'java',
    pattern: /(?:Array|String)?IndexOutOfBoundsException/,
    title: { en: 'IndexOutOfBoundsException: no element at that index', hi: 'IndexOutOfBoundsException: उस index पर कोई element नहीं', te: 'IndexOutOfBoundsException: ఆ index వద్ద element లేదు' },
    explain: {
      en: 'Indexes run from 0 to `length - 1`; a loop written `i <= arr.length` goes one step too far.',
      hi: 'Index 0 से `length - 1` तक चलते हैं; `i <= arr.length` वाला loop एक कदम आगे चला जाता है।',
      te: 'Indexes 0 నుంచి `length - 1` వరకు ఉంటాయి; `i <= arr.length` అని రాసిన loop ఒక అడుగు ఎక్కువ వెళ్తుంది.',
    },
    fix: {
      en: 'Loop with `i < arr.length` and check an index before using it.',
      hi: '`i < arr.length` से loop चलाएँ और index इस्तेमाल करने से पहले जाँचें।',
      te: '`i < arr.length` తో loop చేయండి, index వాడే ముందు సరిచూడండి.',
    },
    searchTerms: 'array index loop length',
  },
  {
    id: 'java-number-format',
    group: 'java-NumberFormatException',
    language: 'java',
    pattern: /NumberFormatException(?:: For input string: "([^"\n]*)")?/,
    title: { en: 'NumberFormatException: the text is not a number', hi: 'NumberFormatException: यह text संख्या नहीं है', te: 'NumberFormatException: ఈ text సంఖ్య కాదు' },
    explain: {
      en: '`Integer.parseInt` (or `Double.parseDouble`) was given text that is not a number: letters, spaces, an empty string or a decimal for an int.',
      hi: '`Integer.parseInt` (या `Double.parseDouble`) को ऐसा text मिला जो संख्या नहीं है: अक्षर, spaces, खाली string या int के लिए दशमलव।',
      te: '`Integer.parseInt` (లేదా `Double.parseDouble`) కు సంఖ్య కాని text ఇచ్చారు: అక్షరాలు, spaces, ఖాళీ string లేదా int కు దశాంశం.',
    },
    fix: {
      en: 'Trim the text (`s.trim()`), read numbers with `Scanner.nextInt()` when you expect them, and catch `NumberFormatException` to ask again.',
      hi: 'Text को trim करें (`s.trim()`), संख्या की उम्मीद हो तो `Scanner.nextInt()` से पढ़ें, और दोबारा पूछने के लिए `NumberFormatException` पकड़ें।',
      te: 'Text ను trim చేయండి (`s.trim()`), సంఖ్యలు ఆశించినప్పుడు `Scanner.nextInt()` తో చదవండి, మళ్ళీ అడగడానికి `NumberFormatException` ను పట్టుకోండి.',
    },
    searchTerms: 'parse number input scanner',
  },
  {
    id: 'java-cannot-find-symbol',
    group: 'java-symbol',
    language: 'java',
    pattern: /error: cannot find symbol/,
    title: { en: 'Compiler error: cannot find symbol', hi: 'Compiler error: cannot find symbol', te: 'Compiler error: cannot find symbol' },
    explain: {
      en: 'javac met a name it does not know: a misspelt variable or method (`system.out` instead of `System.out`), a variable declared inside another block, or a missing `import` (such as `java.util.Scanner`).',
      hi: 'javac को ऐसा नाम मिला जो वह नहीं जानता: variable या method की गलत spelling (`System.out` की जगह `system.out`), किसी दूसरे block में declare किया गया variable, या छूटा हुआ `import` (जैसे `java.util.Scanner`)।',
      te: 'javac కు తెలియని పేరు కనిపించింది: variable లేదా method spelling తప్పు (`System.out` బదులు `system.out`), వేరే block లో declare చేసిన variable, లేదా తప్పిపోయిన `import` (ఉదా. `java.util.Scanner`).',
    },
    fix: {
      en: 'Read the `symbol:` line under the error, fix the spelling and capitals, declare the variable where it is used, or add the import.',
      hi: 'Error के नीचे `symbol:` वाली line पढ़ें, spelling और capitals ठीक करें, variable को वहीं declare करें जहाँ उसका इस्तेमाल हो, या import जोड़ें।',
      te: 'Error కింద ఉన్న `symbol:` line చదవండి, spelling మరియు capitals సరిచేయండి, variable ను వాడే చోట declare చేయండి, లేదా import జోడించండి.',
    },
    searchTerms: 'variable import declare',
  },
];

/** At most this many errors are explained per answer: a beginner fixes the first one first. */
export const maxRecognisedErrors = 2;

/** The beginner errors named in `text` (a question, a run's output), first rule of each group. */
export function recogniseErrors(text: string, rules: readonly ErrorRule[] = errorRules): RecognisedError[] {
  const found: RecognisedError[] = [];
  const groups = new Set<string>();
  for (const rule of rules) {
    if (groups.has(rule.group)) continue;
    const match = rule.pattern.exec(text);
    if (!match) continue;
    groups.add(rule.group);
    const detail = match.slice(1).find((value) => value !== undefined);
    const lineStart = text.lastIndexOf('\n', match.index) + 1;
    const lineEnd = text.indexOf('\n', match.index);
    found.push({ rule, detail, line: text.slice(lineStart, lineEnd === -1 ? undefined : lineEnd).trim() });
    if (found.length >= maxRecognisedErrors) break;
  }
  return found;
}
