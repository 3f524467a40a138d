import { Button, Container, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import type { AttemptResult, StartAttemptReply } from '@shared/api/quizzes';
import { IconRefresh } from '@tabler/icons-react';
import { useState } from 'react';
import { ApiError } from '../../api/api-error';
import { useServerText } from '../../core/i18n';
import { notify } from '../../core/notifications/notify';
import { usePageMeta } from '../../core/use-page-meta';
import { QuizAttemptView } from './QuizAttemptView';
import { QuizBank } from './QuizBank';
import { QuizResultView } from './QuizResultView';
import { achievementText, useQuizzesTexts } from './quizzes-texts';
import { useQuizzes, useStartAttempt, useSubmitAttempt } from './use-quizzes';

type View = { kind: 'list' } | { kind: 'attempt'; attempt: StartAttemptReply } | { kind: 'result'; result: AttemptResult };

const toTop = () => window.scrollTo({ top: 0 });

/** product.md §2.2 "Quizzes": the bank, a focused timed attempt, and its result with explanations. */
export function QuizzesPage() {
  const t = useQuizzesTexts();
  const serverText = useServerText();
  usePageMeta({ title: t('pageTitle'), description: t('pageDescription'), canonicalPath: '/quizzes' });
  const quizzes = useQuizzes();
  const start = useStartAttempt();
  const submit = useSubmitAttempt();
  const [view, setView] = useState<View>({ kind: 'list' });

  const begin = (quizId: string) => {
    start.mutate(quizId, {
      onSuccess: (attempt) => {
        submit.reset();
        setView({ kind: 'attempt', attempt });
        toTop();
      },
      onError: (error) => notify({ type: 'error', title: t('startFailed'), message: serverText(error) }),
    });
  };
  const finish = (attempt: StartAttemptReply, answers: Array<{ questionId: string; optionId: string }>) => {
    submit.mutate(
      { attemptId: attempt.attemptId, answers },
      {
        onSuccess: (result) => {
          setView({ kind: 'result', result });
          toTop();
          for (const id of result.unlocked) notify({ type: 'success', title: t('achievementUnlocked'), message: t('achievementToast', { title: t(achievementText[id].title), description: t(achievementText[id].description) }) });
        },
      },
    );
  };
  const leave = () => {
    setView({ kind: 'list' });
    toTop();
  };

  // A 4xx is final (the time ran out, or it was already sent); anything else may be sent again.
  const error = submit.error;
  const final = error instanceof ApiError && error.status >= 400 && error.status < 500;

  return (
    <Container size="lg" py="xl" px={{ base: 'sm', sm: 'md' }}>
      {view.kind === 'attempt' ? (
        <QuizAttemptView
          key={view.attempt.attemptId}
          attempt={view.attempt}
          onSubmit={(answers) => finish(view.attempt, answers)}
          submitting={submit.isPending}
          refusal={error && final ? serverText(error) : null}
          sendError={error && !final ? serverText(error) : null}
          onRetake={() => begin(view.attempt.quizId)}
          retaking={start.isPending}
          onLeave={leave}
        />
      ) : view.kind === 'result' ? (
        <QuizResultView result={view.result} onRetake={() => begin(view.result.quizId)} retaking={start.isPending} onBack={leave} />
      ) : (
        <Stack gap="lg">
          <Stack gap={4}>
            <Title order={1}>{t('heading')}</Title>
            <Text c="dimmed">{t('intro')}</Text>
          </Stack>
          {quizzes.isPending ? (
            <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="lg" aria-busy="true" aria-label={t('loadingQuizzes')}>
              {[0, 1, 2].map((key) => (
                <Skeleton key={key} h={280} radius="lg" />
              ))}
            </SimpleGrid>
          ) : quizzes.isError ? (
            <Stack align="center" py="xl" gap="sm" role="alert">
              <Text c="red">{t('loadFailed', { reason: serverText(quizzes.error.message) })}</Text>
              <Button variant="default" leftSection={<IconRefresh size={16} />} onClick={() => void quizzes.refetch()} loading={quizzes.isFetching}>
                {t('tryAgain')}
              </Button>
            </Stack>
          ) : (
            <QuizBank data={quizzes.data} onStart={begin} startingId={start.isPending ? start.variables : undefined} />
          )}
        </Stack>
      )}
    </Container>
  );
}
