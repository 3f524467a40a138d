import { Anchor, Code, Text } from '@mantine/core';
import { memo, useMemo } from 'react';
import Markdown, { type Components } from 'react-markdown';
import { Link } from 'react-router';
import rehypeSanitize from 'rehype-sanitize';
import { ChatCodeBlock } from './ChatCodeBlock';
import type { TutorText } from './use-tutor-texts';

/**
 * A tutor reply as Markdown. rehype-sanitize drops anything a model could smuggle in (raw HTML,
 * scripts, javascript: links); links inside the app stay in the app.
 */
export const BotMarkdown = memo(function BotMarkdown({ text, t }: { text: string; t: TutorText }) {
  const components = useMemo<Components>(
    () => ({
      pre: ({ children }) => <>{children}</>,
      code: ({ className, children }) => {
        const fence = /language-([\w+#-]+)/.exec(className ?? '')?.[1];
        const code = String(children ?? '');
        if (fence === undefined && !code.includes('\n')) return <Code>{children}</Code>;
        return <ChatCodeBlock code={code} fence={fence ?? 'text'} t={t} />;
      },
      a: ({ href, children }) =>
        href?.startsWith('/') ? (
          <Anchor component={Link} to={href} fz="inherit">
            {children}
          </Anchor>
        ) : (
          <Anchor href={href} target="_blank" rel="noopener noreferrer" fz="inherit">
            {children}
          </Anchor>
        ),
      p: ({ children }) => (
        <Text fz="sm" my={6}>
          {children}
        </Text>
      ),
    }),
    [t],
  );
  return (
    <Markdown rehypePlugins={[rehypeSanitize]} components={components}>
      {text}
    </Markdown>
  );
});
