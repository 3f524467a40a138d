import { z } from 'zod';

// The page's Content-Security-Policy allows no eval (script-src without 'unsafe-eval'); zod would
// try `new Function` once to learn whether it may compile its parsers, and the browser reports
// the blocked attempt as a policy violation on every page. Its plain parsers are fast enough here.
z.config({ jitless: true });
